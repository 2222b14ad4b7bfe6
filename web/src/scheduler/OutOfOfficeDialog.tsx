import { Checkbox, Flex, Input } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Controller } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OutOfOfficeDialog_block$key } from '../__generated__/OutOfOfficeDialog_block.graphql';
import { FormDialog } from '../widgets/FormDialog';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import { outOfOfficeErrors, outOfOfficeInputOf, outOfOfficeValuesOf, type OutOfOfficeValues } from './blockForm';
import { peopleText } from './blockText';
import { useUpdateOutOfOfficeBlock } from './mutations';


/** SCHED-021, SCHED-022: edit an out-of-office block; the whole block is sent (API-031 is a PUT). */
export function OutOfOfficeDialog({
  block,
  scheduleId,
  onClose,
}: {
  block: OutOfOfficeDialog_block$key;
  /** The block's schedule (API-031 sends the whole block). */
  scheduleId: string;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment OutOfOfficeDialog_block on OutOfOfficeBlock {
        id
        date
        start
        end
        associates {
          personId
          name
        }
        repeatsAnnually
      }
    `,
    block,
  );
  const [updateBlock] = useUpdateOutOfOfficeBlock();
  // The field takes ids; its help says whom the current ones name.
  const people = data.associates.map((person) => ({ id: person.personId, name: person.name }));
  const form = useKitForm<OutOfOfficeValues>({
    defaultValues: outOfOfficeValuesOf({
      date: data.date,
      start: data.start,
      end: data.end,
      associateIds: people.map((person) => person.id),
      repeatsAnnually: data.repeatsAnnually,
    }),
    validate: outOfOfficeErrors,
    failureText: MESSAGES.oooUpdate,
    onSubmit: async (values) => {
      await updateBlock({ input: { id: data.id, scheduleId, ...outOfOfficeInputOf(values) } });
    },
  });

  return (
    <FormDialog form={form} title="Edit out-of-office block" submitLabel="Save" busyLabel="Saving" cancelLabel="Close" onClose={onClose}>
      <FormField name="date" label="Date" required>
        <Input type="date" {...form.register('date')} />
      </FormField>
      <Flex gap="4" wrap="wrap">
        <FormField name="start" label="Start" required w="auto">
          <Input type="time" {...form.register('start')} />
        </FormField>
        <FormField name="end" label="End" required w="auto">
          <Input type="time" {...form.register('end')} />
        </FormField>
      </Flex>
      <FormField
        name="associateIds"
        label="Who is out"
        helperText={`Associate ids separated by commas; leave empty for everyone on the schedule. Now: ${peopleText(people)}.`}
      >
        <Input {...form.register('associateIds')} autoComplete="off" />
      </FormField>
      <Controller
        control={form.control}
        name="repeatsAnnually"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Repeats every year</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  );
}
