import { Box, Button, Checkbox, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { pageLabel, type OverrideValueKind } from '@portal/rules';
import { valueKindOf } from '../../lib/overrideValues';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { flagsOf } from '../../lib/flaggedWords';
import { formatDateTime } from '../../lib/format';
import { htmlToLines } from '../../lib/richText';
import { ComplianceStatus } from '../../widgets/ComplianceStatus';
import { OverrideValue } from '../../widgets/OverrideValue';
import { WordDiff } from '../../widgets/WordDiff';
import type { QueueItemCard_item$key } from '../../__generated__/QueueItemCard_item.graphql';
import { useVerdict, verdictState, VerdictBadge } from './verdict';
import { PATHS } from '../../routes/paths';

/** What a person reads to tell a change apart: "Mission on alice-insurance.example" (decision D-83). */
export function itemName(sectionLabel: string, fieldLabel: string | null | undefined, domainName: string): string {
  return `${sectionLabel}${fieldLabel ? ` (${fieldLabel})` : ''} on ${domainName}`;
}

const isText = (kind: OverrideValueKind) => kind === 'rich' || kind === 'plain';

export interface QueueItemCardProps {
  item: QueueItemCard_item$key;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The difference with what the change replaces is shown. */
  open: boolean;
  onToggle: () => void;
  onApprove: () => void;
  onReject: () => void;
  /** A decision on it is on its way. */
  busy: boolean;
  /** Roving focus (the list's keyboard): 0 for the current change, -1 for the others. */
  tabIndex: number;
  onFocus: () => void;
  /** The list's keyboard help, read with each change. */
  describedBy: string;
  /** The card's element, for the list's keyboard. */
  articleRef: (element: HTMLElement | null) => void;
}

/**
 * OVERVIEW-010, issue #25: a pending change for review: who, where and when; the new content rendered as the site
 * shows it with the check's flagged words marked; the verdict with its findings; what it replaces and the
 * difference word by word (on demand); Approve and Reject. Focusable as a whole for the list's keys.
 */
export function QueueItemCard({
  item: itemRef,
  selected,
  onSelect,
  open,
  onToggle,
  onApprove,
  onReject,
  busy,
  tabIndex,
  onFocus,
  describedBy,
  articleRef,
}: QueueItemCardProps) {
  const item = useFragment(
    graphql`
      fragment QueueItemCard_item on OverviewQueueItem {
        id
        associateId
        agentName
        domainName
        key
        subkey
        pageKey
        value
        time
        createdBy
        sectionLabel
        fieldLabel
        valueKind
        liveValue
        liveSource
        verdict {
          ...verdict_verdict
        }
      }
    `,
    itemRef,
  );
  const verdict = useVerdict(item.verdict);
  const ids = useId();
  const name = itemName(item.sectionLabel, item.fieldLabel, item.domainName);
  const kind = valueKindOf(item.valueKind);
  const flags = flagsOf(verdict.check);
  const replaces = item.liveSource === 'default' ? "the section's default (nothing approved yet)" : 'the approved content';
  return (
    <Box
      as="article"
      ref={articleRef}
      tabIndex={tabIndex}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocus();
      }}
      aria-labelledby={`${ids}-title`}
      aria-describedby={describedBy}
      aria-keyshortcuts="ArrowDown ArrowUp Home End Enter A R X"
      data-queue-item={item.id}
      borderWidth="1px"
      borderColor={selected ? 'colorPalette.solid' : 'border'}
      colorPalette="blue"
      rounded="md"
      p={{ base: '3', md: '4' }}
      bg={selected ? 'colorPalette.subtle' : 'bg'}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <Stack gap="3">
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Checkbox.Root checked={selected} onCheckedChange={(d) => onSelect(d.checked === true)} mt="1">
            <Checkbox.HiddenInput aria-label={`Select ${name}`} />
            <Checkbox.Control />
          </Checkbox.Root>
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h2" size="md" id={`${ids}-title`} wordBreak="break-word">
              {name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {`${pageLabel(item.pageKey)} page · ${item.agentName} (${item.associateId}) · sent by ${item.createdBy} on ${formatDateTime(String(item.time))}`}
            </Text>
          </Stack>
          <VerdictBadge outcome={verdict.outcome} />
        </Flex>

        <Box>
          <Text fontWeight="semibold" fontSize="sm" mb="1">
            New content
          </Text>
          <Box borderStartWidth="3px" borderColor="border.emphasized" ps="3">
            <OverrideValue value={item.value} kind={kind} sectionKey={item.key} subkey={item.subkey} imageAlt={`New image for ${name}`} flags={flags} />
          </Box>
        </Box>

        {verdict.outcome === 'notAText' ? (
          <Text fontSize="sm" color="fg.muted">
            {verdict.message}
          </Text>
        ) : (
          <ComplianceStatus state={verdictState(verdict)} />
        )}

        <Box>
          <Button size="xs" variant="outline" onClick={onToggle} aria-expanded={open} aria-controls={`${ids}-diff`}>
            {open ? 'Hide what it replaces' : 'Show what it replaces'}
          </Button>
          {/* Rendered only when open: a page of changes does not compute differences nobody asked for. */}
          <Stack id={`${ids}-diff`} hidden={!open} gap="3" mt={open ? '3' : '0'}>
            {open && (
              <>
                <Box>
                  <Text fontWeight="semibold" fontSize="sm" mb="1">
                    {`It replaces ${replaces}`}
                  </Text>
                  <Box borderStartWidth="3px" borderColor="border" ps="3">
                    <OverrideValue value={item.liveValue} kind={kind} sectionKey={item.key} subkey={item.subkey} imageAlt={`Current image for ${name}`} />
                  </Box>
                </Box>
                {isText(kind) && (
                  <WordDiff
                    before={htmlToLines(item.liveValue)}
                    after={htmlToLines(item.value)}
                    caption={item.liveSource === 'default' ? "Difference from the section's default" : 'Difference from the approved content'}
                  />
                )}
              </>
            )}
          </Stack>
        </Box>

        <HStack gap="2" wrap="wrap" justify="space-between">
          <HStack gap="2">
            <Button size="sm" onClick={onApprove} loading={busy} aria-label={`Approve ${name}`}>
              Approve
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={onReject} disabled={busy} aria-label={`Reject ${name}`}>
              Reject
            </Button>
          </HStack>
          <Link asChild fontSize="sm" colorPalette="blue">
            <RouterLink to={`${PATHS.overviewQueueHistory.href()}?domain=${encodeURIComponent(item.domainName)}`}>
              {`Decisions on ${item.domainName}`}
            </RouterLink>
          </Link>
        </HStack>
      </Stack>
    </Box>
  );
}
