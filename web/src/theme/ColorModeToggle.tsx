import { Box, IconButton } from '@chakra-ui/react';
import { MoonIcon, SunIcon } from '../widgets/icons';
import { useColorMode } from './useColorMode';

/**
 * SHELL-004: the header's dark-mode switch, for everyone. Its icon follows the class on <html> in CSS, so a
 * server-rendered header shows the right one before the saved mode is known to React.
 */
export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  return (
    <IconButton aria-label="Dark mode" aria-pressed={mode === 'dark'} variant="ghost" size="sm" onClick={toggle}>
      <Box as="span" display="none" _dark={{ display: 'inline-flex' }}>
        <SunIcon />
      </Box>
      <Box as="span" display="inline-flex" _dark={{ display: 'none' }}>
        <MoonIcon />
      </Box>
    </IconButton>
  );
}
