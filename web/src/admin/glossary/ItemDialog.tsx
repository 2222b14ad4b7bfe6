import { Textarea } from '@chakra-ui/react';
import { validateGlossaryItem } from '@portal/rules';
import { FormDialog } from '../../widgets/FormDialog';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';

export type ItemKind = 'example' | 'note';
const LABEL: Record<ItemKind, string> = { example: 'Example', note: 'Note' };

/** GLOSS-021: the New/Edit dialog of one example or note; Save hands the text to the term's form (nothing is sent yet). */
export function ItemDialog({
  kind,
  text,
  onSave,
  onClose,
}: {
  kind: ItemKind;
  /** null: a new item. */
  text: string | null;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const form = useKitForm<{ text: string }>({
    defaultValues: { text: text ?? '' },
    validate: (values) => validateGlossaryItem(kind, values.text),
    failureText: '',
    onSubmit: (values) => onSave(values.text.trim()),
  });
  return (
    <FormDialog form={form} title={`${text === null ? 'New' : 'Edit'} ${kind}`} submitLabel="Save" onClose={onClose}>
      <FormField name="text" label={LABEL[kind]} required>
        <Textarea rows={3} autoComplete="off" {...form.register('text')} />
      </FormField>
    </FormDialog>
  );
}
