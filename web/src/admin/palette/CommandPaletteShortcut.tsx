import { canAdminister } from '@portal/rules';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSession } from '../../auth/useSession';
import { ErrorBoundary } from '../../routes/ErrorBoundary';
import { isPaletteShortcut } from './paletteShortcut';

// Its own chunk, fetched on the first Ctrl+K: the first load carries only this listener (decision D-225).
const CommandPalette = lazy(() => import('./CommandPalette'));

/**
 * Issue #26 (decision D-225): Ctrl+K (Cmd+K on a Mac) anywhere, inside inputs too, opens the command palette for
 * internal provider staff; pressed again it closes it. For anyone else the keys keep doing what the browser does.
 */
export function CommandPaletteShortcut() {
  const staff = canAdminister(useSession());
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Escape gives focus back to where the keys were pressed.
  const pressedIn = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const show = (next: boolean) => {
    isOpen.current = next;
    setOpen(next);
  };

  useEffect(() => {
    if (!staff) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isPaletteShortcut(event)) return;
      // The capture phase: before an input, an editor or the browser's own Ctrl+K take the keys.
      event.preventDefault();
      event.stopPropagation();
      if (!isOpen.current && document.activeElement instanceof HTMLElement) pressedIn.current = document.activeElement;
      setLoaded(true);
      show(!isOpen.current);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [staff]);

  if (!staff || !loaded) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <CommandPalette open={open} onClose={() => show(false)} returnFocus={() => pressedIn.current} />
      </Suspense>
    </ErrorBoundary>
  );
}
