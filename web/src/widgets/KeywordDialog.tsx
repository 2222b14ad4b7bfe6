import { Button, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { GLOSSARY_MESSAGES, MESSAGES } from '@portal/rules';
import { useLayoutEffect, useState } from 'react';
import { GLOSSARY_POPUP_MAX_WIDTH } from '../lib/glossaryDisplay';
import { Link as RouterLink } from 'react-router-dom';
import { GlossaryContent } from './GlossaryContent';
import { useGlossaryKeywords, type KeywordsState } from './glossaryKeywords';
import { ModalDialog } from './ModalDialog';
import { PATHS } from '../routes/paths';

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

/**
 * The open popup's body: mounted only while it is open, so a closed icon costs no request. GLOSS-007: the title shows
 * in the dialog only; until it is known the dialog names what was asked.
 */
function KeywordPopupBody({ keyword, label, onTitle }: { keyword: string; label: string; onTitle: (title: string) => void }) {
  const state = useGlossaryKeywords();
  const term = state.status === 'ready' ? state.terms.find((t) => t.path === keyword) : undefined;
  const title = term?.title ?? label;
  // Before paint, so the dialog never shows the asked-for label once the term's title is known.
  useLayoutEffect(() => onTitle(title), [onTitle, title]);
  return <KeywordBody keyword={keyword} state={state} />;
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
  const [title, setTitle] = useState(label);
  const close = () => setOpen(false);
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={title}
      placement="center"
      maxWidth={GLOSSARY_POPUP_MAX_WIDTH}
      closeLabel="Close dialog"
      testId="keyword-popup"
      footer={
        <>
          <Button asChild variant="outline">
            <RouterLink to={`${GLOSSARY_PATH}#${keyword}`} onClick={close}>
              View Glossary
            </RouterLink>
          </Button>
          <Button onClick={close}>Close</Button>
        </>
      }
    >
      <KeywordPopupBody keyword={keyword} label={label} onTitle={setTitle} />
    </ModalDialog>
  );
}
