import { Button, CloseButton, Dialog, Link, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { GLOSSARY_MESSAGES, GLOSSARY_POPUP_MAX_WIDTH, MESSAGES } from '@portal/rules';
import { Link as RouterLink } from 'react-router-dom';
import { GlossaryContent } from './GlossaryContent';
import { useGlossaryKeywords, type KeywordsState } from './glossaryKeywords';
import { PATHS } from '../routes/paths';

/** GLOSS-004, CONST-039: the popup is as wide as 700 px allows, less a margin on a phone. */
const KEYWORD_POPUP_MAX_W = `min(${GLOSSARY_POPUP_MAX_WIDTH}px, calc(100vw - 2rem))`;

/** The glossary page (ROUTE-016); a term's anchor is its key. */
const GLOSSARY_PATH = PATHS.glossary.href();

/** GLOSS-006..008: the loading percentage, then the term, or the unknown-keyword text. */
function KeywordBody({ keyword, state }: { keyword: string; state: KeywordsState }) {
  if (state.status === 'loading') {
    return (
      <Progress.Root value={state.progress} max={100} aria-label="Loading glossary">
        <Stack gap="2">
          <Progress.Label>{`Loading glossary… ${state.progress}%`}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Stack>
      </Progress.Root>
    );
  }
  if (state.status === 'failed') return <Text color="fg.error">{MESSAGES.glossaryLoad}</Text>;
  const term = state.terms.find((t) => t.path === keyword);
  if (!term) {
    return (
      <Stack gap="2">
        <Text>{GLOSSARY_MESSAGES.unknown(keyword)}</Text>
        <Link asChild colorPalette="blue" alignSelf="flex-start">
          <RouterLink to={GLOSSARY_PATH}>View all glossary terms</RouterLink>
        </Link>
      </Stack>
    );
  }
  return <GlossaryContent description={term.description} examples={term.examples} notes={term.notes} />;
}

/** The open popup: mounted only while it is open, so a closed icon costs no request. */
function KeywordPopup({ keyword, label, onClose }: { keyword: string; label: string; onClose: () => void }) {
  const state = useGlossaryKeywords();
  const term = state.status === 'ready' ? state.terms.find((t) => t.path === keyword) : undefined;
  return (
    <>
      <Dialog.Header>
        {/* GLOSS-007: the title shows in the dialog only; until it is known the dialog names what was asked. */}
        <Dialog.Title>{term?.title ?? label}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <KeywordBody keyword={keyword} state={state} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button asChild variant="outline">
          <RouterLink to={`${GLOSSARY_PATH}#${keyword}`} onClick={onClose}>
            View Glossary
          </RouterLink>
        </Button>
        <Dialog.ActionTrigger asChild>
          <Button>Close</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </>
  );
}

/** The keyword's popup (KeywordInfo loads this chunk on the first click, with the glossary's HTML sanitizer). */
export default function KeywordDialog({
  keyword,
  label,
  open,
  setOpen,
}: {
  keyword: string;
  label: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} scrollBehavior="inside" lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="full" maxW={KEYWORD_POPUP_MAX_W} data-testid="keyword-popup">
            <KeywordPopup keyword={keyword} label={label} onClose={() => setOpen(false)} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
