import { Field, Input } from '@chakra-ui/react';
import { MESSAGES, validateSchedule, type FieldErrors } from '@portal/rules';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { scheduleMutationsUpdateMutation as UpdateMutation } from '../__generated__/scheduleMutationsUpdateMutation.graphql';
import { firstError, formFailureOf } from '../relay/formFailure';
import { parseList } from './blockText';
import { FormDialog } from './FormDialog';
import { updateScheduleMutation } from './scheduleMutations';
import { schedulerWrite } from './schedulerWrite';

/** Two schedules may share a name (nothing forbids it), but a person then cannot tell them apart: warn, do not block. */
export const DUPLICATE_LABEL_WARNING = 'Another schedule has this name. Give each schedule its own name to tell them apart.';

/** SCHED-013: rename a schedule or change its domains. */
export function ScheduleDialog({
  schedule,
  otherLabels = [],
  onClose,
}: {
  schedule: { id: string; label: string; domains: readonly string[] };
  otherLabels?: readonly string[];
  onClose: () => void;
}) {
  const environment = useRelayEnvironment();
  const [label, setLabel] = useState(schedule.label);
  const [domains, setDomains] = useState(schedule.domains.join(', '));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = () => {
    const input = { id: schedule.id, label: label.trim(), domains: parseList(domains) };
    const found = validateSchedule(input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    schedulerWrite<UpdateMutation>(environment, updateScheduleMutation, { input }).then(onClose, (error: unknown) => {
      setBusy(false);
      const result = formFailureOf(error, MESSAGES.scheduleUpdate);
      setErrors(result.fields);
      if (!Object.keys(result.fields).length) setFailure(result.message);
    });
  };

  return (
    <FormDialog
      id="schedule-form"
      title={`Edit ${schedule.label}`}
      busy={busy}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <Field.Root invalid={!!firstError(errors, 'label')} required>
        <Field.Label>Schedule name</Field.Label>
        <Input value={label} onChange={(e) => setLabel(e.target.value)} autoComplete="off" />
        {firstError(errors, 'label') ? (
          <Field.ErrorText>{firstError(errors, 'label')}</Field.ErrorText>
        ) : (
          otherLabels.includes(label.trim()) && (
            <Field.HelperText color="fg.warning">{DUPLICATE_LABEL_WARNING}</Field.HelperText>
          )
        )}
      </Field.Root>
      <Field.Root invalid={!!firstError(errors, 'domains')}>
        <Field.Label>Domains</Field.Label>
        <Input
          value={domains}
          onChange={(e) => setDomains(e.target.value)}
          placeholder="myagency.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        {firstError(errors, 'domains') ? (
          <Field.ErrorText>{firstError(errors, 'domains')}</Field.ErrorText>
        ) : (
          <Field.HelperText>The websites that offer this schedule, separated by commas.</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
