import { Button, Checkbox, Input, Skeleton, Stack } from '@chakra-ui/react';
import { MESSAGES, validateGlossaryKeyword, type GlossaryKeyword } from '@portal/rules';
import { lazy, Suspense } from 'react';
import { GLOSSARY_EDITOR_MAX_WIDTH } from '../../lib/glossaryDisplay';
import { Controller } from 'react-hook-form';
import { FormFailure, FormScope } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { ModalDialog } from '../../widgets/ModalDialog';
import { useKitForm } from '../../widgets/useKitForm';
import { ItemTable } from './ItemTable';

// The product's rich text editor (Tiptap), loaded with the dialog, never in the first load.
const TextEditor = lazy(() => import('../../widgets/TextEditor'));

/** Issue #26 (decision D-226): the dialog says what it does. */
type KeywordDialogMode = 'new' | 'copy' | 'edit';
const TITLES: Record<KeywordDialogMode, string> = { new: 'New Keyword', copy: 'Copy Keyword', edit: 'Edit Keyword' };

/** GLOSS-020's four rows of description. */
const DESCRIPTION_HEIGHT = '7.5rem';

/**
 * GLOSS-015, GLOSS-016, GLOSS-019..022, GLOSS-024, GLOSS-025: the keyword dialog, titled by what it does: "New
 * Keyword", "Copy Keyword" or GLOSS-015's "Edit Keyword" (decision D-226, amending D-103). The description is written
 * in the product's rich text editor. Save is enabled only when a value changed and every rule passes; Cancel drops
 * the changes.
 */
export function EditKeywordDialog({
  mode,
  values,
  takenPaths,
  onSave,
  onClose,
}: {
  mode: KeywordDialogMode;
  values: GlossaryKeyword;
  /** The other terms' paths: a duplicate is refused before the save. */
  takenPaths: readonly string[];
  onSave: (values: GlossaryKeyword) => Promise<unknown>;
  onClose: () => void;
}) {
  const validate = (v: GlossaryKeyword) => validateGlossaryKeyword(v, takenPaths);
  const form = useKitForm<GlossaryKeyword>({
    defaultValues: values,
    validate,
    failureText: MESSAGES.glossarySave, // ERR-083
    onSubmit: onSave,
  });
  const current = form.watch();
  const problems = validate(current);
  const valid = Object.keys(problems).length === 0;
  // The rules speak as soon as a field was left or changed, so a disabled Save always has its reason on screen.
  const { dirtyFields, touchedFields } = form.formState;
  const liveError = (name: 'title' | 'path') => (dirtyFields[name] || touchedFields[name] ? problems[name]?.[0] : undefined);
  const cancel = () => {
    form.reset(values);
    onClose();
  };
  const setList = (name: 'examples' | 'notes', list: string[]) => form.setValue(name, list, { shouldDirty: true });

  return (
    <FormScope form={form}>
      <ModalDialog
        title={TITLES[mode]}
        size="lg"
        maxWidth={GLOSSARY_EDITOR_MAX_WIDTH}
        onClose={cancel}
        onSubmit={(event) => {
          // An item dialog's own form submits through the React tree too; only this form's submit saves the term.
          if (event.target !== event.currentTarget) return;
          void form.submit(event).then((saved) => saved && onClose());
        }}
        footer={
          <>
            <Button variant="outline" onClick={cancel} disabled={form.busy}>
              Cancel
            </Button>
            <Button type="submit" loading={form.busy} loadingText="Saving" disabled={!form.dirty || !valid}>
              Save
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <FormField name="title" label="Title" required error={liveError('title')}>
            <Input autoComplete="off" {...form.register('title')} />
          </FormField>
          <FormField name="path" label="Path" required error={liveError('path')} helperText="The key the popups use, e.g. page_views; lowercase letters, digits and underscores.">
            <Input autoComplete="off" spellCheck={false} {...form.register('path')} />
          </FormField>
          <FormField name="description" label="Description" helperText="Formatting and links are kept; anything else is removed when saved.">
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <Suspense fallback={<Skeleton height={DESCRIPTION_HEIGHT} />}>
                  <TextEditor
                    value={field.value}
                    onChange={(html) => field.onChange(html)}
                    editorType="rich"
                    height={DESCRIPTION_HEIGHT}
                    label="Description"
                  />
                </Suspense>
              )}
            />
          </FormField>
          <Controller
            control={form.control}
            name="visible"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)}>
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Visible to agents</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <ItemTable kind="example" items={current.examples} onChange={(list) => setList('examples', list)} />
          <ItemTable kind="note" items={current.notes} onChange={(list) => setList('notes', list)} />
          <FormFailure text={form.failure} />
        </Stack>
      </ModalDialog>
    </FormScope>
  );
}
