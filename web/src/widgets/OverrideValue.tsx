import { Box, Text } from '@chakra-ui/react';
import { type OverrideValueKind } from '@portal/rules';
import { choiceLabel } from '../lib/overrideValues';
import { Fragment, useMemo } from 'react';
import { findFlags, type Flag } from '../lib/flaggedWords';
import { highlightHtml } from '../lib/highlightHtml';
import { FLAG_CSS } from './flagStyle';
import { Photo } from './Photo';

const RICH_CSS = {
  '& p + p': { marginTop: '0.5em' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
  '& a': { textDecoration: 'underline' },
  ...FLAG_CSS,
};

export interface OverrideValueProps {
  value: string;
  kind: OverrideValueKind;
  /** The section and input the value is for (a choice reads as its option's words). */
  sectionKey: string;
  subkey: string;
  /** What an image shows, e.g. "Photo of Alice". */
  imageAlt: string;
  /** Phrases to mark (a compliance check's findings). */
  flags?: readonly Flag[];
}

/**
 * An override's value as the site shows it (issue #25): rich text rendered from sanitized HTML (never its markup),
 * plain text as text with its lines, an image as its picture, a switch as Shown/Hidden, a choice as its words; the
 * compliance check's flagged phrases marked inside, each with its hint on hover.
 */
export function OverrideValue({ value, kind, sectionKey, subkey, imageAlt, flags = [] }: OverrideValueProps) {
  const html = useMemo(() => (kind === 'rich' ? highlightHtml(value, flags) : ''), [kind, value, flags]);
  if (kind === 'image') return <Photo src={value} alt={imageAlt} size="24" />;
  if (kind === 'toggle') return <Text>{value === 'true' ? 'Shown' : 'Hidden'}</Text>;
  if (kind === 'choice') return <Text>{choiceLabel(sectionKey, subkey, value)}</Text>;
  if (value.trim() === '') return <Text color="fg.muted">(empty)</Text>;
  if (kind === 'rich') return <Box css={RICH_CSS} wordBreak="break-word" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Box whiteSpace="pre-wrap" wordBreak="break-word" css={FLAG_CSS}>
      <MarkedText text={value} flags={flags} />
    </Box>
  );
}

function MarkedText({ text, flags }: { text: string; flags: readonly Flag[] }) {
  const ranges = findFlags(text, flags);
  const ends = [0, ...ranges.map((r) => r.to)];
  return (
    <>
      {ranges.map((r, i) => (
        <Fragment key={i}>
          {text.slice(ends[i], r.from)}
          <mark data-flag={r.flag.kind} title={r.flag.hint}>
            {text.slice(r.from, r.to)}
          </mark>
        </Fragment>
      ))}
      {text.slice(ends.at(-1))}
    </>
  );
}
