import {
  Alert,
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  createEditorSaveStatus,
  EDITOR_SAVE_TEXTS,
  MESSAGES,
  type EditorSaveState,
} from '@portal/rules';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { editorMutationsDeleteMutation } from '../__generated__/editorMutationsDeleteMutation.graphql';
import type { editorMutationsSaveMutation } from '../__generated__/editorMutationsSaveMutation.graphql';
import { mutate } from '../relay/mutate';
import { CharacterCounter } from '../widgets/CharacterCounter';
import { trackSave } from '../saving';
import { ArticleBlacklistForm, CopyRefreshForm } from './ContentTools';
import { deleteOverrideMutation, saveOverrideMutation } from './editorMutations';
import { FieldStatus } from './FieldStatus';
import { changedValues, displayValue, type FieldState } from './fieldStates';
import { SectionFrame } from './SectionFrame';
import { TeamMembersTable } from './TeamMembersTable';
import { useSection } from './useSection';

/** EDITOR-010: the editor's own save status, back to hide 6 s after saved or error (CONST-011). */
function useEditorSaveStatus() {
  const [state, setState] = useState<EditorSaveState>('hide');
  const machine = useMemo(() => createEditorSaveStatus(setState), []);
  useEffect(() => () => machine.dispose(), [machine]);
  return { state, machine };
}

/** ROUTE-042 edit/: a form per section; Save creates pending overrides (EDITOR-007), Revert deletes one (EDITOR-009). */
export default function SectionEditPage() {
  const ctx = useSection();
  const { agentId, domainName, pageKey, sectionKey, editor, states } = ctx;
  const environment = useRelayEnvironment();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [note, setNote] = useState<string | null>(null);
  const { state, machine } = useEditorSaveStatus();

  // A new section starts from its own values.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reset when the route moves to another section
    setDraft({});
    setNote(null);
  }, [pageKey, sectionKey]);

  const valueOf = (s: FieldState) => draft[s.field.subkey] ?? s.value;
  const set = (subkey: string, value: string) => {
    setNote(null);
    setDraft((d) => ({ ...d, [subkey]: value }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const changes = changedValues(states, draft);
    if (changes.length === 0) {
      setNote('Nothing to save: no field has changed.');
      return;
    }
    machine.saving();
    trackSave(
      mutate<editorMutationsSaveMutation>(environment, saveOverrideMutation, {
        input: { agentId, domainName, pageKey, key: sectionKey, changes },
      }),
      { saving: 'Saving…', saved: 'Saved for review' },
    )
      .then(() => {
        setDraft({});
        machine.saved();
      })
      .catch(() => machine.failed());
  };

  const revert = (s: FieldState) => {
    trackSave(
      mutate<editorMutationsDeleteMutation>(environment, deleteOverrideMutation, {
        input: { agentId, domainName, pageKey, key: sectionKey, subkey: s.field.subkey },
      }),
      { saving: 'Reverting…', saved: `${s.field.label} was reverted` },
    )
      .then(() =>
        setDraft((d) => {
          const { [s.field.subkey]: _gone, ...rest } = d;
          return rest;
        }),
      )
      .catch(() => undefined);
  };

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
          {sectionKey === 'team-members' && <TeamMembersTable editor={editor} />}
          <form onSubmit={save} noValidate aria-label={`${section.label} form`}>
            <Fieldset.Root disabled={!editor.canEdit} maxW="3xl">
              <Fieldset.Legend srOnly>{section.label}</Fieldset.Legend>
              <Fieldset.Content>
                <Stack gap="6">
                  {states.length === 0 && <Text>No items found</Text>}
                  {states.map((s) => (
                    <Stack key={s.field.subkey || 'value'} gap="2">
                      <FieldInput state={s} value={valueOf(s)} onChange={(v) => set(s.field.subkey, v)} />
                      <HStack gap="3" wrap="wrap">
                        <FieldStatus status={s.status} />
                        {s.status === 'pending' && (
                          <Text fontSize="sm" color="fg.muted">{`Live now: ${displayValue(s.field, s.live)}`}</Text>
                        )}
                        {s.status && editor.canEdit && (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => revert(s)}
                            aria-label={`Revert ${s.field.label} to default`}
                          >
                            Revert to default
                          </Button>
                        )}
                      </HStack>
                    </Stack>
                  ))}
                </Stack>
              </Fieldset.Content>
            </Fieldset.Root>
            {editor.canEdit && states.length > 0 && (
              <HStack mt="6" gap="4" wrap="wrap">
                <Button type="submit" colorPalette="blue" loading={state === 'saving'}>
                  Save
                </Button>
                <Text role="status" aria-live="polite" color={state === 'error' ? 'fg.error' : 'fg.muted'}>
                  {note ?? (state === 'hide' ? '' : EDITOR_SAVE_TEXTS[state])}
                </Text>
              </HStack>
            )}
          </form>
          {sectionKey === 'simple-insights' && <ArticleBlacklistForm editor={editor} />}
          {sectionKey === 'route-update-content' && <CopyRefreshForm editor={editor} />}
        </>
      )}
    </SectionFrame>
  );
}

function FieldInput({ state, value, onChange }: { state: FieldState; value: string; onChange: (v: string) => void }) {
  const { field } = state;
  const counterId = useId();
  const counted = field.maxLength !== undefined;
  const describedBy = counted ? counterId : undefined;
  if (field.kind === 'toggle') {
    return (
      <Checkbox.Root checked={value === 'true'} onCheckedChange={(d) => onChange(d.checked === true ? 'true' : 'false')}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{field.label}</Checkbox.Label>
      </Checkbox.Root>
    );
  }
  return (
    <Field.Root>
      <Field.Label>{field.label}</Field.Label>
      {field.kind === 'textarea' ? (
        <Textarea value={value} rows={5} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
      ) : field.kind === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
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
          value={value}
          inputMode={field.kind === 'text' ? undefined : 'url'}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {counted && <CharacterCounter id={counterId} value={value} max={field.maxLength!} />}
    </Field.Root>
  );
}
