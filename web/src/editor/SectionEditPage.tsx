import { Alert, Button, Checkbox, Fieldset, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { MESSAGES, textEditorTypeOf } from '@portal/rules';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { EDITOR_SAVE_TEXTS, EDITOR_STATUS_HIDE_MS } from './saveStatus';
import { Controller } from 'react-hook-form';
import { CharacterCounter } from '../widgets/CharacterCounter';
import { NO_ITEMS } from '../widgets/DataTable';
import { useSaveIndicator } from '../lib/saveIndicator';
import { Form } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { useKitForm, type KitForm } from '../widgets/useKitForm';
import { CheckedTextField, type SettleText } from './CheckedTextField';
import { ArticleBlacklistForm, CopyRefreshForm } from './ContentTools';
import { FieldStatus } from './FieldStatus';
import { ImageUpload } from './image/ImageUpload';
import type { ImageTarget } from './image/uploadImage';
import { photoAlt } from '../widgets/Photo';
import { changedValues, type FieldState } from './fieldStates';
import { useDeleteOverride, useSaveOverride } from './mutations';
import { ReviewState } from './ReviewState';
import { SectionFrame } from './SectionFrame';
import { TeamMembersTable } from './TeamMembersTable';
import { sectionErrors } from './sectionRules';
import { useSection, type SectionContext } from './useSection';

/** Save found a text that did not pass its check (issue #25: Save checks first, nothing unchecked is sent). */
const NOT_PASSED = 'Not saved: a text did not pass its compliance check. Reword the marked words, then save again.';

/** EDITOR-010: the editor's own save status, hidden again 6 s after saved or error (CONST-011). */
const EDITOR_SAVE_STATUS = { hideAfterMs: EDITOR_STATUS_HIDE_MS, failure: 'show' } as const;

/** The form's values: one per input, by position (subkeys such as members.0.image are not form paths). */
type SectionValues = Record<string, string>;
const nameOf = (index: number) => `f${index}`;
const valuesOf = (states: readonly FieldState[]): SectionValues =>
  Object.fromEntries(states.map((s, i) => [nameOf(i), s.value]));

/** ROUTE-042 edit/: a form per section; Save creates pending overrides (EDITOR-007), Revert deletes one (EDITOR-009). */
export default function SectionEditPage() {
  const ctx = useSection();
  const { pageKey, sectionKey, editor } = ctx;
  return (
    <SectionFrame ctx={ctx} view="edit">
      {(section) => (
        <>
          <Text color="fg.muted">{section.help}</Text>
          {editor.overrides == null && (
            <Text role="alert" color="fg.error">
              {MESSAGES.overridesCheck}
            </Text>
          )}
          {!editor.canEdit && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  This is a demo domain: you can look around, but changes cannot be saved.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {sectionKey === 'team-members' && <TeamMembersTable editor={editor} states={ctx.states} />}
          {/* A new section starts from its own values. */}
          <SectionForm key={`${pageKey}/${sectionKey}`} ctx={ctx} label={section.label} />
          {sectionKey === 'simple-insights' && <ArticleBlacklistForm editor={editor} />}
          {sectionKey === 'route-update-content' && <CopyRefreshForm editor={editor} />}
        </>
      )}
    </SectionFrame>
  );
}

function SectionForm({ ctx, label }: { ctx: SectionContext; label: string }) {
  const { agentId, domainName, pageKey, sectionKey, editor, states } = ctx;
  const [saveOverride] = useSaveOverride();
  const [deleteOverride] = useDeleteOverride();
  const [note, setNote] = useState<string | null>(null);
  const { state: save, indicator } = useSaveIndicator(EDITOR_SAVE_STATUS);
  // EDITOR-051: Save is disabled while a text's last check failed; it is one action otherwise (issue #25).
  const [blocked, setBlocked] = useState<Readonly<Record<string, boolean>>>({});
  const onBlocked = useCallback(
    (name: string, value: boolean) => setBlocked((prev) => (prev[name] === value ? prev : { ...prev, [name]: value })),
    [],
  );
  const saveBlocked = Object.values(blocked).some(Boolean);
  const settlers = useRef(new Map<string, SettleText>());
  const onSettler = useCallback((name: string, settle: SettleText | null) => {
    if (settle) settlers.current.set(name, settle);
    else settlers.current.delete(name);
  }, []);

  const form = useKitForm<SectionValues>({
    defaultValues: valuesOf(states),
    validate: (values) => sectionErrors(states, values, nameOf),
    failureText: MESSAGES.overrideSave,
    onSubmit: async (submitted) => {
      // Every text waiting for its check is checked now and saved as checked; one that did not pass stops the save.
      const texts = await Promise.all([...settlers.current].map(async ([name, settle]) => [name, await settle()] as const));
      if (texts.some(([, text]) => text === null)) {
        setNote(NOT_PASSED);
        return;
      }
      const values = { ...submitted, ...Object.fromEntries(texts) };
      const draft = Object.fromEntries(states.map((s, i) => [s.field.subkey, values[nameOf(i)] ?? s.value]));
      const changes = changedValues(states, draft);
      if (changes.length === 0) {
        setNote('Nothing to save: no field has changed.');
        return;
      }
      await indicator
        .track(
          saveOverride(
            { input: { agentId, domainName, pageKey, key: sectionKey, changes } },
            { save: { saving: 'Saving…', saved: 'Saved for review' } },
          ),
        )
        .catch(() => undefined); // the status, the save-error dialog and the alert bar say it (ERR-046)
    },
  });

  // A save or a revert changes the stored values: the inputs follow them, except those the user is still editing.
  // (react-hook-form's reset and watch are stable; the kit form object is not.)
  const { reset, watch } = form;
  const stored = JSON.stringify(valuesOf(states));
  useEffect(() => {
    reset(JSON.parse(stored) as SectionValues, { keepDirtyValues: true });
  }, [reset, stored]);

  // Any change makes the "nothing to save" note stale.
  useEffect(() => {
    const subscription = watch(() => setNote(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const revert = (s: FieldState, index: number) => {
    // The reverted input takes the default once the override is gone (it is no longer the user's edit).
    form.resetField(nameOf(index));
    deleteOverride(
      { input: { agentId, domainName, pageKey, key: sectionKey, subkey: s.field.subkey } },
      { save: { saving: 'Reverting…', saved: `${s.field.label} was reverted` } },
    ).catch(() => undefined);
  };

  const saveText = save.phase === 'hidden' ? '' : EDITOR_SAVE_TEXTS[save.phase === 'failed' ? 'error' : save.phase];
  return (
    <Form
      form={form}
      label={`${label} form`}
      submitLabel="Save"
      submitColorPalette="blue"
      busy={save.phase === 'saving'}
      submitDisabled={saveBlocked}
      actions={editor.canEdit && states.length > 0}
      gap="6"
      status={
        <Text role="status" aria-live="polite" color={save.phase === 'failed' || note === NOT_PASSED ? 'fg.error' : 'fg.muted'}>
          {note ?? saveText}
        </Text>
      }
    >
      <Fieldset.Root disabled={!editor.canEdit} maxW="50rem">
        <Fieldset.Legend srOnly>{label}</Fieldset.Legend>
        <Fieldset.Content>
          <Stack gap="6">
            {states.length === 0 && <Text>{NO_ITEMS}</Text>}
            {states.map((s, i) => (
              <Stack key={s.field.subkey || 'value'} gap="2">
                {textEditorTypeOf(sectionKey, s.field) ? (
                  <CheckedTextField
                    state={s}
                    name={nameOf(i)}
                    form={form}
                    editorType={textEditorTypeOf(sectionKey, s.field)!}
                    agentId={agentId}
                    domainName={domainName}
                    canEdit={editor.canEdit}
                    onBlocked={onBlocked}
                    onSettler={onSettler}
                  />
                ) : (
                  <FieldInput state={s} name={nameOf(i)} form={form} image={{ agentId, domainName, imageType: sectionKey }} />
                )}
                <HStack gap="3" wrap="wrap">
                  <FieldStatus status={s.status} />
                  {s.status && editor.canEdit && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => revert(s, i)}
                      aria-label={`Revert ${s.field.label} to default`}
                    >
                      Revert to default
                    </Button>
                  )}
                </HStack>
                <ReviewState state={s} sectionKey={sectionKey} />
              </Stack>
            ))}
          </Stack>
        </Fieldset.Content>
      </Fieldset.Root>
    </Form>
  );
}

function FieldInput({
  state,
  name,
  form,
  image,
}: {
  state: FieldState;
  name: string;
  form: KitForm<SectionValues>;
  /** Where an image's upload goes (decision D-108); team members' photos upload too (image_type team-members). */
  image: ImageTarget;
}) {
  const { field } = state;
  const counterId = useId();
  const counted = field.maxLength !== undefined;
  const describedBy = counted ? counterId : undefined;
  if (field.kind === 'image') {
    // EDITOR-044: the uploaded file's address becomes the value (decision D-108).
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field: control }) => (
          <ImageUpload label={photoAlt(field.label)} value={control.value ?? ''} onChange={control.onChange} target={image} />
        )}
      />
    );
  }
  if (field.kind === 'toggle') {
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field: control }) => (
          <Checkbox.Root
            checked={control.value === 'true'}
            onCheckedChange={(d) => control.onChange(d.checked === true ? 'true' : 'false')}
          >
            <Checkbox.HiddenInput onBlur={control.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{field.label}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    );
  }
  return (
    <FormField name={name} label={field.label}>
      {field.kind === 'textarea' ? (
        <Textarea rows={5} aria-describedby={describedBy} {...form.register(name)} />
      ) : field.kind === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register(name)}>
            {(field.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          type={field.kind === 'text' ? 'text' : 'url'}
          inputMode={field.kind === 'text' ? undefined : 'url'}
          aria-describedby={describedBy}
          {...form.register(name)}
        />
      )}
      {counted && <CounterOf form={form} name={name} id={counterId} max={field.maxLength!} />}
    </FormField>
  );
}

/** SHELL-043: the counter follows the input as it is typed. */
function CounterOf({ form, name, id, max }: { form: KitForm<SectionValues>; name: string; id: string; max: number }) {
  return <CharacterCounter id={id} value={form.watch(name) ?? ''} max={max} />;
}
