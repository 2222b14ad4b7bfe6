import { Input, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { FormDialog } from '../widgets/FormDialog';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import { scheduleErrors, scheduleInputOf, type ScheduleValues } from './blockForm';
import { useUpdateSchedule } from './mutations';

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
  const [updateSchedule] = useUpdateSchedule();
  const form = useKitForm<ScheduleValues>({
    defaultValues: { label: schedule.label, domains: schedule.domains.join(', ') },
    validate: scheduleErrors,
    failureText: MESSAGES.scheduleUpdate,
    onSubmit: async (values) => {
      await updateSchedule({ input: { id: schedule.id, ...scheduleInputOf(values) } });
    },
  });
  const duplicate = otherLabels.includes(form.watch('label').trim());

  return (
    <FormDialog form={form} title={`Edit ${schedule.label}`} submitLabel="Save" busyLabel="Saving" cancelLabel="Close" onClose={onClose}>
      <FormField
        name="label"
        label="Schedule name"
        required
        helperText={duplicate && <Text as="span" color="fg.warning">{DUPLICATE_LABEL_WARNING}</Text>}
      >
        <Input {...form.register('label')} autoComplete="off" />
      </FormField>
      <FormField name="domains" label="Domains" helperText="The websites that offer this schedule, separated by commas.">
        <Input
          {...form.register('domains')}
          placeholder="myagency.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
    </FormDialog>
  );
}
