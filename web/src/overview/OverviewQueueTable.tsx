import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, pageLabel, sectionLabel } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewQueueTable_overview$key } from '../__generated__/OverviewQueueTable_overview.graphql';
import { formatCount, formatDateTime } from '../lib/format';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { DataTable } from '../widgets/DataTable';
import { useApproveQueuedOverride, useRejectQueuedOverride } from './mutations';

interface QueueItem {
  readonly id: string;
  readonly key: string;
  readonly domainName: string;
  readonly value: string;
}

/** What a person reads to tell the item apart: "About Me on alice-insurance.example" (the editor's section label). */
const itemName = (item: QueueItem) => `${sectionLabel(item.key)} on ${item.domainName}`;

/** OVERVIEW-010: agent, domain, section (and its page), value and time, with Approve and Reject (decision D-47). */
export function OverviewQueueTable({ overview }: { overview: OverviewQueueTable_overview$key }) {
  const data = useFragment(
    graphql`
      fragment OverviewQueueTable_overview on Overview {
        approvalQueue {
          totalCount
          edges {
            node {
              id
              associateId
              agentName
              domainName
              key
              pageKey
              value
              time
            }
          }
        }
      }
    `,
    overview,
  );
  const [approve] = useApproveQueuedOverride();
  const [reject] = useRejectQueuedOverride();
  const [approving, setApproving] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ action: 'approve' | 'reject'; item: QueueItem } | null>(null);
  const queue = data.approvalQueue;
  if (!queue) {
    // ERR-045 is in the alert bar too.
    return <Text color="fg.error">{MESSAGES.overridesCheck}</Text>;
  }
  const rows = queue.edges.map((e) => e.node);

  // The snackbar reports the approval; a failure opens the save-error dialog (ERR-046).
  const runApprove = (item: QueueItem) => {
    setApproving(item.id);
    approve({ input: { id: item.id } }, { save: true })
      .catch(() => undefined)
      .finally(() => setApproving(null));
  };

  return (
    <Stack gap="3">
      <Text aria-live="polite">
        {queue.totalCount === 1
          ? '1 change is waiting for approval.'
          : `${formatCount(queue.totalCount)} changes are waiting for approval.`}
      </Text>
      <DataTable
        label="Pending content changes"
        paginated
        verticalAlign="top"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
          { key: 'domain', header: 'Domain', longText: true, cell: (r) => r.domainName },
          {
            key: 'section',
            header: 'Section',
            cell: (r) => (
              <Stack gap="0">
                <Text>{sectionLabel(r.key)}</Text>
                {/* The override's description may be an editor path (home/contact-me/message): the page reads better. */}
                <Text color="fg.muted" fontSize="xs">
                  {`${pageLabel(r.pageKey)} page`}
                </Text>
              </Stack>
            ),
          },
          // Long content wraps between words inside a readable width; the table scrolls sideways on a phone.
          { key: 'value', header: 'New content', cell: (r) => <Text minW="16ch" maxW="md">{r.value}</Text> },
          { key: 'time', header: 'Submitted', cell: (r) => formatDateTime(r.time) },
        ]}
        actions={(r) => (
          <HStack justify="flex-end" gap="2">
            <Button
              size="xs"
              loading={approving === r.id}
              aria-label={`Approve ${itemName(r)}`}
              onClick={() => setAsking({ action: 'approve', item: r })}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Reject ${itemName(r)}`}
              onClick={() => setAsking({ action: 'reject', item: r })}
            >
              Reject
            </Button>
          </HStack>
        )}
      />
      {asking?.action === 'approve' && (
        <ConfirmDialog
          title={`Approve ${itemName(asking.item)}?`}
          confirmLabel="Approve change"
          cancelLabel="Keep it pending"
          destructive={false}
          failureText={MESSAGES.overrideSave}
          onConfirm={() => runApprove(asking.item)}
          onClose={() => setAsking(null)}
        >
          <Text>This content goes live on {asking.item.domainName}:</Text>
          <Text as="blockquote" borderStartWidth="3px" ps="3" fontStyle="italic">
            {asking.item.value}
          </Text>
        </ConfirmDialog>
      )}
      {asking?.action === 'reject' && (
        <ConfirmDialog
          title={`Reject ${itemName(asking.item)}?`}
          confirmLabel="Reject change"
          cancelLabel="Keep it"
          failureText={MESSAGES.overrideDelete}
          onConfirm={() => reject({ input: { id: asking.item.id } })}
          onClose={() => setAsking(null)}
        >
          The pending change is deleted and never goes live. The agent can submit it again from the editor.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
