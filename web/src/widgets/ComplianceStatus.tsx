import { Box, HStack, List, Spinner, Text } from '@chakra-ui/react';
import { COMPLIANCE_MESSAGES, MESSAGES } from '@portal/rules';
import { spellingHint } from '../lib/flaggedWords';
import type { ComplianceResult, ComplianceState } from './complianceScheduler';

const TONE = {
  ok: { color: 'green.700', _dark: { color: 'green.300' } },
  bad: { color: 'red.700', _dark: { color: 'red.300' } },
  warn: { color: 'orange.700', _dark: { color: 'orange.300' } },
} as const;

/**
 * Where a text's compliance check stands (EDITOR-051, EDITOR-057, ERR-095, ERR-098..100, VALID-049, VALID-053),
 * beside its editor: the verdict and the list of findings, announced politely. With `findingsOnly` the list alone,
 * not announced: the content editor says the verdict inside the editor's frame (ComplianceVerdictLine, issue #25).
 */
export function ComplianceStatus({ state, id, findingsOnly = false }: { state: ComplianceState; id?: string; findingsOnly?: boolean }) {
  if (findingsOnly) {
    return (
      <Box id={id} fontSize="sm" maxW="50rem" data-compliance-findings={state.status}>
        {(state.status === 'accepted' || state.status === 'notCompliant') && <Findings result={state.result} />}
      </Box>
    );
  }
  return (
    <Box id={id} aria-live="polite" fontSize="sm" maxW="50rem" data-compliance-status={state.status}>
      <StatusBody state={state} />
    </Box>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The verdict in one line, inside the text editor's frame, in view while typing (issue #25): the list under the
 * field keeps the details for screen readers and keyboard users. Announced politely.
 */
export function ComplianceVerdictLine({ state, id }: { state: ComplianceState; id?: string }) {
  return (
    <Box id={id} aria-live="polite" data-compliance-status={state.status}>
      <VerdictLine state={state} />
    </Box>
  );
}

function VerdictLine({ state }: { state: ComplianceState }) {
  switch (state.status) {
    case 'idle':
      return <Text color="fg.muted">Unchanged: nothing to check.</Text>;
    case 'waiting':
      return <Text color="fg.muted">The text is checked when you pause typing.</Text>;
    case 'checking':
      return (
        <HStack gap="2">
          <Spinner size="xs" />
          <Text>{COMPLIANCE_MESSAGES.checking}</Text>
        </HStack>
      );
    case 'accepted': {
      const words = state.result.spelling.length;
      return (
        <Text>
          <Text as="span" {...TONE.ok} fontWeight="medium">
            {MESSAGES.compliant}
          </Text>
          {words > 0 && ` ${count(words, 'word', 'words')} may be misspelled (marked in orange).`}
        </Text>
      );
    }
    case 'notCompliant': {
      const phrases = state.result.violations.length + state.result.sanitizer.length;
      return (
        <Text>
          <Text as="span" {...TONE.bad} fontWeight="medium">
            {state.result.message}
          </Text>
          {phrases > 0 && ` ${count(phrases, 'phrase', 'phrases')} to reword, marked in red and listed below.`}
        </Text>
      );
    }
    case 'serviceError':
    case 'exception':
      return (
        <Text {...TONE.bad} fontWeight="medium">
          {state.message}
        </Text>
      );
  }
}

function StatusBody({ state }: { state: ComplianceState }) {
  switch (state.status) {
    case 'idle':
    case 'waiting':
      return null;
    case 'checking':
      return (
        <HStack gap="2">
          <Spinner size="xs" />
          <Text>{COMPLIANCE_MESSAGES.checking}</Text>
        </HStack>
      );
    case 'accepted':
      return (
        <>
          <Text {...TONE.ok} fontWeight="medium">
            {MESSAGES.compliant}
          </Text>
          <Findings result={state.result} />
        </>
      );
    case 'notCompliant':
      return (
        <>
          <Text {...TONE.bad} fontWeight="medium">
            {state.result.message}
          </Text>
          <Findings result={state.result} />
        </>
      );
    case 'serviceError':
    case 'exception':
      return (
        <Text {...TONE.bad} fontWeight="medium" whiteSpace="pre-wrap">
          {state.message}
        </Text>
      );
  }
}

/** ERR-098: the words to remove or reword, the general violations to address, the spelling hints. */
function Findings({ result }: { result: ComplianceResult }) {
  const words = [
    ...result.violations.map((v) => ({ key: `v:${v.term}`, text: v.text, note: v.categoryLabel })),
    ...result.sanitizer.map((s) => ({ key: `s:${s}`, text: s, note: COMPLIANCE_MESSAGES.notAllowed })),
  ];
  return (
    <>
      {words.length > 0 && (
        <Box mt="2">
          <Text fontWeight="semibold">{COMPLIANCE_MESSAGES.wordsToReword}</Text>
          <List.Root ps="5">
            {words.map((w) => (
              <List.Item key={w.key}>
                <Text as="span" fontWeight="medium">
                  “{w.text}”
                </Text>
                : {w.note}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {result.generalViolations.length > 0 && (
        <Box mt="2">
          <Text fontWeight="semibold">{COMPLIANCE_MESSAGES.generalToAddress}</Text>
          <List.Root ps="5">
            {result.generalViolations.map((g) => (
              <List.Item key={g}>{g}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {result.spelling.length > 0 && (
        <Box mt="2">
          <List.Root ps="5">
            {result.spelling.map((s) => (
              <List.Item key={s.word}>
                <Text as="span" fontWeight="medium">
                  “{s.word}”
                </Text>
                : {spellingHint(s.suggestions)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {result.misspellingWarning && (
        <Text mt="2" {...TONE.warn}>
          {result.misspellingWarning}
        </Text>
      )}
    </>
  );
}
