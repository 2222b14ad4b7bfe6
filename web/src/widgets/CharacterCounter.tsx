import { Flex, Text } from '@chakra-ui/react';
import { characterCount } from './characterCount';

/**
 * SHELL-043: the count of a text field against a maximum the caller sets; over it, a warning. Point the field's
 * aria-describedby at `id` so the count and the warning are read with the field.
 */
export function CharacterCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const { text, warning } = characterCount(value, max);
  return (
    <Flex id={id} justify="space-between" gap="2" fontSize="sm" aria-live="polite">
      <Text color={warning ? 'red.700' : 'fg.muted'} _dark={{ color: warning ? 'red.300' : 'fg.muted' }} role={warning ? 'alert' : undefined}>
        {warning ?? ''}
      </Text>
      <Text color="fg.muted" flexShrink={0}>
        {text}
      </Text>
    </Flex>
  );
}
