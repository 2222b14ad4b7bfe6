import { IconButton } from '@chakra-ui/react';
import { MoonIcon, SunIcon } from '../widgets/icons';
import { useColorMode } from './useColorMode';

/** SHELL-004: the header's dark-mode switch, for everyone. */
export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  return (
    <IconButton aria-label="Dark mode" aria-pressed={mode === 'dark'} variant="ghost" size="sm" onClick={toggle}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
