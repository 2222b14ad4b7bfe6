import { Box, Code, Heading, Input, List, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { parseTerms } from './helperWords';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { mutationsComplianceHelperCheckMutation$data } from '../../__generated__/mutationsComplianceHelperCheckMutation.graphql';
import { stateOfError, stateOfResult, type ComplianceState } from '../../widgets/complianceScheduler';
import { ComplianceDisclaimer } from '../../widgets/ComplianceDisclaimer';
import { Form } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { CheckResult } from './CheckResult';
import { CopyButton } from '../../widgets/CopyButton';
import {
  convertText,
  EDITOR_TYPE_CHOICES,
  EMPTY_HELPER,
  HELPER_CONFIG,
  helperTargetText,
  quotedTerm,
  toHelperInput,
  type HelperValues,
} from './helperForm';
import { useComplianceHelperCheck } from './mutations';
import { RawResponse } from './RawResponse';

// Tiptap only loads when the tab opens, never in the first load.
const TextEditor = lazy(() => import('../../widgets/TextEditor'));

type HelperAnswer = mutationsComplianceHelperCheckMutation$data['complianceHelperCheck'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * ADMIN-009, ADMIN-078..083: a test bench for the compliance vendor that needs no agent. A support person picks the
 * editor type, types allowed terms and a text, and checks it on demand against the fixed test domain (m2); the raw
 * text, the terms as typed, the verdict in words and the vendor's raw answer are shown, the raw parts with Copy.
 * The check is explicit (a button), not debounced as in the content editor: a test bench checks what it is asked to,
 * once (decision D-107).
 */
export default function ComplianceHelperTab() {
  const ids = useId();
  const [check] = useComplianceHelperCheck();
  const [answer, setAnswer] = useState<HelperAnswer | null>(null);
  const [state, setState] = useState<ComplianceState>({ status: 'idle' });
  const form = useKitForm<HelperValues>({
    defaultValues: EMPTY_HELPER,
    failureText: MESSAGES.complianceEditor, // ERR-095
    onSubmit: async (values) => {
      setAnswer(null);
      setState({ status: 'checking' });
      try {
        const result = await check({ input: toHelperInput(values) });
        setAnswer(result.complianceHelperCheck);
        setState(stateOfResult(result.complianceHelperCheck.check));
      } catch (error) {
        // ERR-099 (the vendor down) or ERR-095, in the result's place as the content editor shows them.
        setState(stateOfError(error));
      }
    },
  });
  const [text, allowedTerms, editorType] = form.watch(['text', 'allowedTerms', 'editorType']);
  const terms = parseTerms(allowedTerms);

  return (
    <Stack gap="6">
      <Section id={`${ids}-test`} title="Test a text">
        <Text color="fg.muted">{helperTargetText(HELPER_CONFIG.domainName, HELPER_CONFIG.productType)}</Text>
        <Form form={form} label="Test a text for compliance" submitLabel="Check compliance" busyLabel="Checking">
          <Controller
            control={form.control}
            name="editorType"
            render={({ field }) => (
              <RadioGroup.Root
                value={field.value}
                orientation="horizontal"
                onValueChange={(details) => {
                  const next = details.value as HelperValues['editorType'];
                  // ADMIN-078: the same words move into the other editor.
                  form.setValue('text', convertText(form.getValues('text'), field.value, next));
                  field.onChange(next);
                }}
                display="flex"
                flexWrap="wrap"
                gap="4"
                aria-label="Editor type"
              >
                {EDITOR_TYPE_CHOICES.map((choice) => (
                  <RadioGroup.Item key={choice.value} value={choice.value}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            )}
          />
          <FormField
            name="allowedTerms"
            label="Allowed terms"
            helperText="Separate terms with commas. Spaces count and are kept: a term exempts only text written exactly like it."
          >
            <Input {...form.register('allowedTerms')} autoComplete="off" spellCheck={false} />
          </FormField>
          <Stack gap="1.5">
            <Text fontWeight="medium" textStyle="sm" id={`${ids}-text-label`}>
              Test text
            </Text>
            <ComplianceDisclaimer id={`${ids}-disclaimer`} />
            <Controller
              control={form.control}
              name="text"
              render={({ field }) => (
                <Suspense fallback={<Skeleton height={HELPER_CONFIG.editorHeight} maxW="50rem" />}>
                  <TextEditor
                    key={editorType}
                    value={field.value}
                    onChange={field.onChange}
                    editorType={editorType}
                    height={HELPER_CONFIG.editorHeight}
                    label="Test text"
                    describedBy={`${ids}-disclaimer`}
                  />
                </Suspense>
              )}
            />
          </Stack>
        </Form>
      </Section>

      <Section id={`${ids}-raw`} title="Raw text">
        <Box>
          <CopyButton value={text} disabled={text === ''} />
        </Box>
        <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="3">
          {text === '' ? ' ' : text}
        </Code>
      </Section>

      <Section id={`${ids}-terms`} title="Allowed terms entered">
        {terms.length === 0 ? (
          <Text color="fg.muted">No allowed terms entered.</Text>
        ) : (
          <List.Root aria-label="Allowed terms entered" listStyleType="none" display="flex" flexWrap="wrap" gap="2">
            {terms.map((term, i) => (
              <List.Item key={`${i}-${term}`}>
                <Code whiteSpace="pre">{quotedTerm(term)}</Code>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Section>

      <Section id={`${ids}-result`} title="Result">
        <CheckResult state={state} answer={answer} />
      </Section>
      {answer?.rawResponse != null && (
        <Section id={`${ids}-response`} title="Raw compliance response">
          <RawResponse raw={answer.rawResponse} />
        </Section>
      )}
    </Stack>
  );
}
