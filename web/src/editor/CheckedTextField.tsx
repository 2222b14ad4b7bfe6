import { Box, Stack } from '@chakra-ui/react';
import { type ComplianceEditorType } from '@portal/rules';
import { complianceEditorSize } from '../lib/complianceDisplay';
import { isSingleLineText } from './singleLineText';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { flagsOf, type Flag } from '../lib/flaggedWords';
import { CharacterCounter } from '../widgets/CharacterCounter';
import { FormField } from '../widgets/FormField';
import { ComplianceDisclaimer } from '../widgets/ComplianceDisclaimer';
import { ComplianceStatus, ComplianceVerdictLine } from '../widgets/ComplianceStatus';
import type { ComplianceResult, ComplianceState } from '../widgets/complianceScheduler';
import { useComplianceCheck } from '../widgets/useComplianceCheck';
import type { KitForm } from '../widgets/useKitForm';
import { useUnsavedWork } from '../widgets/unsavedWork';
import { useEditorComplianceCheck } from './complianceCheck';
import type { FieldState } from './fieldStates';

// Tiptap is loaded with the first text editor, not with the portal (EDITOR-051).
const TextEditor = lazy(() => import('../widgets/TextEditor'));

/** Gives the input's text once its check has passed (checking it at once if it waits for the pause), else null. */
export type SettleText = () => Promise<string | null>;

interface CheckedTextFieldProps {
  state: FieldState;
  name: string;
  form: KitForm<Record<string, string>>;
  editorType: ComplianceEditorType;
  agentId: string;
  domainName: string;
  canEdit: boolean;
  /** Tells the form whether this input's text failed its check (Save is disabled until it is edited again). */
  onBlocked(name: string, blocked: boolean): void;
  /** Hands the form this input's settle function (Save awaits it: one action, nothing unchecked is sent). */
  onSettler(name: string, settle: SettleText | null): void;
}

const FAILED: ReadonlySet<ComplianceState['status']> = new Set(['notCompliant', 'serviceError', 'exception']);

/** The phrases to mark: those of the newest answer; while a new check waits or runs, the last ones move with the text. */
function useFlags(state: ComplianceState): readonly Flag[] {
  const result = state.status === 'accepted' || state.status === 'notCompliant' ? state.result : null;
  const cleared = state.status === 'idle' || state.status === 'serviceError' || state.status === 'exception';
  const [kept, setKept] = useState<{ result: ComplianceResult | null }>({ result: null });
  // A state object may be new on every render; the answer (result) is not, so this settles after one update.
  if (result && result !== kept.result) setKept({ result });
  else if (cleared && kept.result !== null) setKept({ result: null });
  return useMemo(() => flagsOf(kept.result), [kept.result]);
}

/**
 * A text input of the content editor (EDITOR-051..061, issue #25): the text editor with the check's flagged words
 * marked in it, the verdict in one line inside its frame, the list of findings under it and the disclaimer. The
 * form's value takes the text as soon as it passes (EDITOR-055: no confirmation required, decision D-173); Save
 * settles every text first.
 */
export function CheckedTextField({
  state,
  name,
  form,
  editorType,
  agentId,
  domainName,
  canEdit,
  onBlocked,
  onSettler,
}: CheckedTextFieldProps) {
  const { field } = state;
  const formValue: string = form.watch(name) ?? '';
  const [draft, setDraft] = useState(formValue);
  // The form's value changed without the user (a save or a revert reset it): the editor follows.
  const [seen, setSeen] = useState(formValue);
  if (formValue !== seen) {
    setSeen(formValue);
    setDraft(formValue);
  }
  const check = useEditorComplianceCheck({ agentId, domainName, allowedTerms: state.allowedTerms, editorType });
  const compliance = useComplianceCheck({ text: draft, baseline: state.value, check });
  const flags = useFlags(compliance.state);
  const applied = draft === formValue;
  const { setValue } = form;
  // A text still being checked is not in the form yet: leaving now would lose it too (issue #26).
  useUnsavedWork(() => !applied);

  useEffect(() => {
    if (compliance.passed && !applied) setValue(name, draft, { shouldDirty: true });
  }, [compliance.passed, applied, setValue, name, draft]);

  const blocked = FAILED.has(compliance.state.status);
  useEffect(() => onBlocked(name, blocked), [onBlocked, name, blocked]);
  useEffect(() => () => onBlocked(name, false), [onBlocked, name]);
  const { settle } = compliance;
  useEffect(() => {
    onSettler(name, settle);
    return () => onSettler(name, null);
  }, [onSettler, name, settle]);

  const ids = useId();
  const counted = field.maxLength !== undefined;
  const describedBy = [`${ids}-disclaimer`, counted && `${ids}-count`, canEdit && `${ids}-verdict`, `${ids}-status`]
    .filter(Boolean)
    .join(' ');
  const singleLine = isSingleLineText(field);
  return (
    <FormField name={name} label={field.label}>
      <Stack gap="2" w="100%">
        <ComplianceDisclaimer id={`${ids}-disclaimer`} />
        <Suspense fallback={<EditorPlaceholder singleLine={singleLine} />}>
          <TextEditor
            value={draft}
            onChange={setDraft}
            editorType={editorType}
            singleLine={singleLine}
            label={field.label}
            readOnly={!canEdit || compliance.readOnly}
            describedBy={describedBy}
            flags={flags}
            footer={canEdit ? <ComplianceVerdictLine state={compliance.state} id={`${ids}-verdict`} /> : undefined}
          />
        </Suspense>
        {counted && <CharacterCounter id={`${ids}-count`} value={draft} max={field.maxLength!} />}
        <ComplianceStatus state={compliance.state} id={`${ids}-status`} findingsOnly />
      </Stack>
    </FormField>
  );
}

function EditorPlaceholder({ singleLine }: { singleLine: boolean }) {
  return (
    <Box
      w="100%"
      maxW={complianceEditorSize().width}
      h={singleLine ? '10' : complianceEditorSize().height}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      px="3"
      py="2"
      color="fg.muted"
    >
      Loading the text editor…
    </Box>
  );
}
