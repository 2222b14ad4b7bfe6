import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router-dom';
import { usePendingWrites } from '../relay/pendingWrites';

/** What the bar is called while it shows (its accessible name). */
export function progressLabel(navigating: boolean, writes: number): string | null {
  if (navigating) return 'Loading the page';
  if (writes > 0) return 'Saving changes';
  return null;
}

/**
 * A thin bar across the top while a navigation or a write is on its way (issue #9: a slow navigation left the old
 * page on screen with no sign of loading). It fades in after a moment, so quick changes do not flicker.
 */
export function NavigationProgress() {
  const navigating = useNavigation().state !== 'idle';
  const label = progressLabel(navigating, usePendingWrites());
  if (!label) return null;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      position="fixed"
      top="0"
      insetX="0"
      h="1"
      zIndex="overlay"
      overflow="hidden"
      pointerEvents="none"
      bg="colorPalette.muted"
      colorPalette="blue"
      animation="fade-in 0.2s ease-out 0.15s both"
    >
      <Box
        position="absolute"
        top="0"
        bottom="0"
        w="40%"
        bg="colorPalette.solid"
        animation="position 1.2s ease-in-out infinite"
        css={{ '--animate-from-x': '-40%', '--animate-to-x': '100%' }}
      />
    </Box>
  );
}
