import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { complianceEditorSize, type ComplianceEditorType } from '@portal/rules';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { CharacterCounter } from '../widgets/CharacterCounter';
import { FormField } from '../widgets/FormField';
import { ComplianceDisclaimer } from '../widgets/ComplianceDisclaimer';
import { ComplianceStatus } from '../widgets/ComplianceStatus';
import { useComplianceCheck } from '../widgets/useComplianceCheck';
import type { KitForm } from '../widgets/useKitForm';
import { useEditorComplianceCheck } from './complianceCheck';
import type { FieldState } from './fieldStates';
import { confirmRequired } from './textFields';

// Tiptap is loaded with the first text editor, not with the portal (EDITOR-051).
const TextEditor = lazy(() => import('../widgets/TextEditor'));

interface CheckedTextFieldProps {
  state: FieldState;
  name: string;
  form: KitForm<Record<string, string>>;
  editorType: ComplianceEditorType;
  agentId: string;
  domainName: string;
  canEdit: boolean;
  /** Tells the form whether this input holds back Save (its text has not passed, or waits for Confirm). */
  onBlocked(name: string, blocked: boolean): void;
}

/**
 * A text input of the content editor (EDITOR-051..061): the text editor, its compliance check and the disclaimer.
 * The form's value (what Save sends) takes the text only once it passed: at once, or on Confirm (EDITOR-055).
 */
export function CheckedTextField({ state, name, form, editorType, agentId, domainName, canEdit, onBlocked }: CheckedTextFieldProps) {
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
  const confirm = confirmRequired(editorType);
  const applied = draft === formValue;
  const { setValue } = form;

  useEffect(() => {
    if (compliance.passed && !applied && !confirm) setValue(name, draft, { shouldDirty: true });
  }, [compliance.passed, applied, confirm, setValue, name, draft]);

  const blocked = !(compliance.passed && applied);
  useEffect(() => onBlocked(name, blocked), [onBlocked, name, blocked]);
  useEffect(() => () => onBlocked(name, false), [onBlocked, name]);

  const ids = useId();
  const counted = field.maxLength !== undefined;
  const describedBy = [`${ids}-disclaimer`, counted && `${ids}-count`, `${ids}-status`].filter(Boolean).join(' ');
  return (
    <FormField name={name} label={field.label}>
      <Stack gap="2" w="100%">
        <ComplianceDisclaimer id={`${ids}-disclaimer`} />
        <Suspense fallback={<EditorPlaceholder />}>
          <TextEditor
            value={draft}
            onChange={setDraft}
            editorType={editorType}
            label={field.label}
            readOnly={!canEdit || compliance.readOnly}
            describedBy={describedBy}
          />
        </Suspense>
        {counted && <CharacterCounter id={`${ids}-count`} value={draft} max={field.maxLength!} />}
        <ComplianceStatus state={compliance.state} id={`${ids}-status`} />
        {confirm && compliance.state.status === 'accepted' && !applied && (
          <Box>
            <Button size="sm" variant="outline" onClick={() => setValue(name, draft, { shouldDirty: true })}>
              Confirm
            </Button>
            <Text fontSize="sm" color="fg.muted" mt="1">
              Confirm applies this text; then Save sends it for review.
            </Text>
          </Box>
        )}
      </Stack>
    </FormField>
  );
}

function EditorPlaceholder() {
  return (
    <Box
      w="100%"
      maxW={complianceEditorSize().width}
      h={complianceEditorSize().height}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      p="3"
      color="fg.muted"
    >
      Loading the text editor…
    </Box>
  );
}
