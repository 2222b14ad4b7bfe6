import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { localDay, MESSAGES, TEXT_LIMITS } from '@portal/rules';
import { Controller } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddNoteForm_categories$key } from '../../__generated__/AddNoteForm_categories.graphql';
import { Form } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { useAddNote } from './mutations';
import { EMPTY_NOTE, noteErrors, noteInputOf, type NoteValues } from './noteForm';

/**
 * ADMIN-028: category (API-094), text, service failure and a follow-up day not before today (VALID-025..027);
 * saved with API-093 through the saving snackbar, then the form is empty again.
 */
export function AddNoteForm({ agentId, categories: categoriesKey }: { agentId: string; categories: AddNoteForm_categories$key }) {
  const categories = useFragment(
    graphql`
      fragment AddNoteForm_categories on NoteCategory @relay(plural: true) {
        value
        label
      }
    `,
    categoriesKey,
  );
  const [addNote] = useAddNote();
  const form = useKitForm<NoteValues>({
    defaultValues: EMPTY_NOTE,
    validate: (values) => noteErrors(values),
    failureText: MESSAGES.noteSave,
    onSubmit: async (values) => {
      await addNote({ input: noteInputOf(agentId, values) }, { save: { saving: 'Saving note…', saved: 'Note saved', failure: MESSAGES.noteSave } });
      form.reset(EMPTY_NOTE);
    },
  });

  return (
    <Form form={form} label="Add a note" submitLabel="Add note" busyLabel="Saving">
      <FormField name="category" label="Category" required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('category')}>
            <option value="">Choose a category</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField name="text" label="Note" required maxLength={TEXT_LIMITS.noteText}>
        <Textarea {...form.register('text')} rows={4} autoComplete="off" />
      </FormField>
      <Controller
        control={form.control}
        name="serviceFailure"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>Service failure</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <FormField name="followUpBy" label="Follow up by" helperText="Optional; today or later.">
        {/* VALID-027: the picker offers no day before today. */}
        <Input type="date" min={localDay()} {...form.register('followUpBy')} w="auto" />
      </FormField>
    </Form>
  );
}
