import { Checkbox, Field, Flex, Input } from '@chakra-ui/react';
import { MESSAGES, validateOutOfOfficeBlock, type FieldErrors } from '@portal/rules';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { scheduleMutationsUpdateOutOfOfficeMutation as UpdateMutation } from '../__generated__/scheduleMutationsUpdateOutOfOfficeMutation.graphql';
import { firstError, formFailureOf } from '../relay/formFailure';
import { parseList } from './blockText';
import { FormDialog } from './FormDialog';
import { updateOutOfOfficeMutation } from './scheduleMutations';
import { schedulerWrite } from './schedulerWrite';

export interface OutOfOfficeValues {
  id: string;
  scheduleId: string;
  date: string;
  start: string;
  end: string;
  associateIds: readonly string[];
  repeatsAnnually: boolean;
}

/** SCHED-021, SCHED-022: edit an out-of-office block; the whole block is sent (API-031 is a PUT). */
export function OutOfOfficeDialog({ block, onClose }: { block: OutOfOfficeValues; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const [date, setDate] = useState(block.date);
  const [start, setStart] = useState(block.start);
  const [end, setEnd] = useState(block.end);
  const [associates, setAssociates] = useState(block.associateIds.join(', '));
  const [repeats, setRepeats] = useState(block.repeatsAnnually);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = () => {
    const input = {
      id: block.id,
      scheduleId: block.scheduleId,
      date,
      start,
      end,
      associateIds: parseList(associates),
      repeatsAnnually: repeats,
    };
    const found = validateOutOfOfficeBlock(input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    schedulerWrite<UpdateMutation>(environment, updateOutOfOfficeMutation, { input }).then(onClose, (error: unknown) => {
      setBusy(false);
      const result = formFailureOf(error, MESSAGES.oooUpdate);
      setErrors(result.fields);
      if (!Object.keys(result.fields).length) setFailure(result.message);
    });
  };

  const field = (name: string) => firstError(errors, name);
  return (
    <FormDialog
      id="out-of-office-form"
      title="Edit out-of-office block"
      busy={busy}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <Field.Root invalid={!!field('date')} required>
        <Field.Label>Date</Field.Label>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        {field('date') && <Field.ErrorText>{field('date')}</Field.ErrorText>}
      </Field.Root>
      <Flex gap="4" wrap="wrap">
        <Field.Root invalid={!!field('start')} required flex="1" minW="32">
          <Field.Label>Start</Field.Label>
          <Input type="time" value={start} onChange={(e) => setStart(e.target.value)} />
          {field('start') && <Field.ErrorText>{field('start')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!field('end')} required flex="1" minW="32">
          <Field.Label>End</Field.Label>
          <Input type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
          {field('end') && <Field.ErrorText>{field('end')}</Field.ErrorText>}
        </Field.Root>
      </Flex>
      <Field.Root invalid={!!field('associateIds')}>
        <Field.Label>Who is out</Field.Label>
        <Input value={associates} onChange={(e) => setAssociates(e.target.value)} autoComplete="off" />
        {field('associateIds') ? (
          <Field.ErrorText>{field('associateIds')}</Field.ErrorText>
        ) : (
          <Field.HelperText>Associate ids separated by commas; leave empty for everyone on the schedule.</Field.HelperText>
        )}
      </Field.Root>
      <Checkbox.Root checked={repeats} onCheckedChange={(details) => setRepeats(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Repeats every year</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
