import { Button, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

// Issue #14 (decision D-112): the popup, the glossary's rendering and its HTML sanitizer load on the first click.
const KeywordDialog = lazy(() => import('./KeywordDialog'));

function InfoIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </svg>
  );
}

export interface KeywordInfoProps {
  /** The glossary key (GLOSS-010), e.g. visits. */
  keyword: string;
  /** What the trigger explains ("Visits"): the icon's accessible name is "About {label}". */
  label: string;
  /** "icon" (default): an info icon beside the metric; "text": a "Click for info" button. */
  variant?: 'icon' | 'text';
}

/**
 * GLOSS-003..008, STATS-014: an info icon (or a "Click for info" button) that opens the keyword's popup, at most 700 px
 * wide (CONST-039). Nothing is asked for until a popup opens; every popup of the session shares one request.
 */
export function KeywordInfo({ keyword, label, variant = 'icon' }: KeywordInfoProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it animates and gives focus back like any dialog.
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <IconButton
          aria-label={`About ${label}`}
          aria-haspopup="dialog"
          variant="ghost"
          size="2xs"
          color="fg.muted"
          onClick={show}
        >
          <InfoIcon />
        </IconButton>
      ) : (
        <Button variant="plain" size="sm" h="auto" p="0" colorPalette="blue" textDecoration="underline" aria-haspopup="dialog" onClick={show}>
          Click for info
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <KeywordDialog keyword={keyword} label={label} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
