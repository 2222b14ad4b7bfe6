import { Checkbox, Fieldset, Flex, Input } from '@chakra-ui/react';
import { COMMUNICATION_MEDIUMS, MESSAGES } from '@portal/rules';
import { COMMUNICATION_MEDIUM_LABELS } from './mediumLabels';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../widgets/FormDialog';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import {
  AVAILABILITY_SERVER_FIELDS,
  availabilityErrors,
  availabilityInputOf,
  availabilityValuesOf,
  type AvailabilityValues,
} from './blockForm';
import { toggle } from './blockText';
import { useUpdateAvailabilityBlock } from './mutations';
import { WeekdayChips } from './WeekdayChips';

type AvailabilityBlock = Parameters<typeof availabilityValuesOf>[0] & { id: string };

/** SCHED-016, SCHED-017: edit an availability block; the rules check it before it is sent (VALID-021). */
export function AvailabilityDialog({ block, onClose }: { block: AvailabilityBlock; onClose: () => void }) {
  const [updateBlock] = useUpdateAvailabilityBlock();
  const form = useKitForm<AvailabilityValues>({
    defaultValues: availabilityValuesOf(block),
    validate: availabilityErrors,
    failureText: MESSAGES.availabilityUpdate,
    serverFields: AVAILABILITY_SERVER_FIELDS,
    onSubmit: async (values) => {
      await updateBlock({ input: { id: block.id, ...availabilityInputOf(values) } });
    },
  });
  const { errors } = form.formState;

  return (
    <FormDialog form={form} title="Edit availability" submitLabel="Save" busyLabel="Saving" cancelLabel="Close" onClose={onClose}>
      <Flex gap="4" wrap="wrap">
        <FormField name="start" label="Start" required w="auto">
          <Input type="time" {...form.register('start')} />
        </FormField>
        <FormField name="end" label="End" required w="auto">
          <Input type="time" {...form.register('end')} />
        </FormField>
      </Flex>
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <WeekdayChips value={field.value} onChange={field.onChange} error={errors.weekdays?.message} />
        )}
      />
      <FormField
        name="meetingLengths"
        label="Meeting lengths (minutes)"
        required
        helperText="Separate lengths with commas, such as 15, 30."
      >
        <Input {...form.register('meetingLengths')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <Controller
        control={form.control}
        name="communicationMediums"
        render={({ field }) => (
          <Fieldset.Root invalid={Boolean(errors.communicationMediums)}>
            <Fieldset.Legend>Ways to meet</Fieldset.Legend>
            <Flex gap="4">
              {COMMUNICATION_MEDIUMS.map((medium) => (
                <Checkbox.Root
                  key={medium}
                  checked={field.value.includes(medium)}
                  onCheckedChange={(details) => field.onChange(toggle(field.value, medium, details.checked === true))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{COMMUNICATION_MEDIUM_LABELS[medium]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
            {errors.communicationMediums && <Fieldset.ErrorText>{errors.communicationMediums.message}</Fieldset.ErrorText>}
          </Fieldset.Root>
        )}
      />
      <FormField name="location" label="Location" helperText="Leave empty when there is no fixed place.">
        <Input {...form.register('location')} placeholder="Austin office" />
      </FormField>
    </FormDialog>
  );
}
