import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { fieldValueKind } from '@portal/rules';
import { formatDateTime } from '../lib/format';
import { htmlToLines } from '../lib/richText';
import { OverrideValue } from '../widgets/OverrideValue';
import { Photo, photoAlt } from '../widgets/Photo';
import { WordDiff } from '../widgets/WordDiff';
import { displayValue, type FieldState } from './fieldStates';

/**
 * Issue #25, under an input: a change waiting for approval with its word-by-word difference from the live text (the
 * same the reviewer sees), or the reviewer's rejection of the last change with their reason.
 */
export function ReviewState({ state, sectionKey }: { state: FieldState; sectionKey: string }) {
  if (state.status === 'pending') return <Waiting state={state} sectionKey={sectionKey} />;
  if (state.rejection) return <Rejected state={state} sectionKey={sectionKey} />;
  return null;
}

function Waiting({ state, sectionKey }: { state: FieldState; sectionKey: string }) {
  const { field } = state;
  const kind = fieldValueKind(sectionKey, field);
  if (kind === 'image') {
    return (
      <HStack gap="3" fontSize="sm">
        <Text color="fg.muted">Live now:</Text>
        <Photo src={state.live} alt={`Live ${photoAlt(field.label).toLowerCase()}`} size="16" />
      </HStack>
    );
  }
  if (kind === 'toggle' || kind === 'choice') {
    return <Text fontSize="sm" color="fg.muted">{`Live now: ${displayValue(field, state.live)}`}</Text>;
  }
  return (
    <Box borderStartWidth="3px" borderColor="orange.solid" ps="3" maxW="50rem" fontSize="sm">
      <WordDiff before={htmlToLines(state.live)} after={htmlToLines(state.value)} caption="Waiting for approval, compared with the live text" />
    </Box>
  );
}

function Rejected({ state, sectionKey }: { state: FieldState; sectionKey: string }) {
  const rejection = state.rejection!;
  const { field } = state;
  const kind = fieldValueKind(sectionKey, field);
  return (
    <Alert.Root status="warning" maxW="50rem" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Your change to ${field.label} was not approved`}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>
              {`${rejection.decidedBy} rejected it on ${formatDateTime(rejection.decidedAt)}. `}
              {rejection.reason ? `Reason: “${rejection.reason}”` : 'No reason was given.'}
            </Text>
            <Box>
              <Text fontWeight="medium">The change that was sent:</Text>
              <OverrideValue value={rejection.value} kind={kind} sectionKey={sectionKey} subkey={field.subkey} imageAlt={photoAlt(field.label)} />
            </Box>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
