import { Box, Text } from '@chakra-ui/react';
import { displayValue, type FieldState } from './fieldStates';
import { Photo, photoAlt } from './Photo';

/** EDITOR-008: the approved content (or the default) of a section's inputs, read-only. */
export function LiveValues({ states, label }: { states: readonly FieldState[]; label: string }) {
  if (states.length === 0) return <Text color="fg.muted">Nothing in this section can be changed in the editor.</Text>;
  return (
    <Box
      as="dl"
      aria-label={label}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, 16rem) 1fr' }}
      gap="2"
      maxW="4xl"
    >
      {states.map((s) => (
        <Box key={s.field.subkey || 'value'} display="contents">
          <Box as="dt" fontWeight="semibold">
            {s.field.label}
          </Box>
          <Box as="dd" whiteSpace="pre-wrap" wordBreak="break-word" mb={{ base: '3', md: '0' }}>
            {s.field.kind === 'image' && s.live.trim() ? (
              <Photo src={s.live} alt={photoAlt(s.field.label)} size="24" />
            ) : (
              displayValue(s.field, s.live)
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
