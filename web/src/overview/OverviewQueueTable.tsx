import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import dayjs from 'dayjs';
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { OverviewQueueTable_overview$key } from '../__generated__/OverviewQueueTable_overview.graphql';
import type { overviewQueueMutationsApproveMutation } from '../__generated__/overviewQueueMutationsApproveMutation.graphql';
import type { overviewQueueMutationsRejectMutation } from '../__generated__/overviewQueueMutationsRejectMutation.graphql';
import { mutate } from '../relay/mutate';
import { trackSave } from '../saving';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { DataTable } from '../widgets/DataTable';
import { approveMutation, rejectMutation } from './overviewQueueMutations';

/** What a person reads to tell the item apart: "about-me on alice-insurance.example". */
const itemName = (item: { key: string; domainName: string }) => `${item.key} on ${item.domainName}`;

/** OVERVIEW-010: agent, domain, section key, value and time, with Approve and Reject (decision D-47). */
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
              description
              time
            }
          }
        }
      }
    `,
    overview,
  );
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const queue = data.approvalQueue;
  if (!queue) {
    // ERR-045 is in the alert bar too.
    return <Text color="fg.error">{MESSAGES.overridesCheck}</Text>;
  }
  const rows = queue.edges.map((e) => e.node);

  const approve = (id: string) => {
    setBusy(id);
    trackSave(mutate<overviewQueueMutationsApproveMutation>(environment, approveMutation, { input: { id } }))
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  // The dialog repeats a failure itself (a modal hides the alert bar), so no save dialog on top of it.
  const reject = (id: string) =>
    mutate<overviewQueueMutationsRejectMutation>(environment, rejectMutation, { input: { id } });

  return (
    <Stack gap="3">
      <Text aria-live="polite">
        {queue.totalCount === 1
          ? '1 change is waiting for approval.'
          : `${queue.totalCount.toLocaleString()} changes are waiting for approval.`}
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
                <Text>{r.key}</Text>
                {r.description && (
                  <Text color="fg.muted" fontSize="xs">
                    {r.description}
                  </Text>
                )}
              </Stack>
            ),
          },
          { key: 'value', header: 'New content', cell: (r) => <Text maxW="md">{r.value}</Text> },
          { key: 'time', header: 'Submitted', cell: (r) => dayjs(r.time).format('MMM D, YYYY h:mm A') },
          {
            key: 'actions',
            header: 'Actions',
            align: 'end',
            cell: (r) => (
              <HStack justify="flex-end" gap="2">
                <Button
                  size="xs"
                  loading={busy === r.id}
                  aria-label={`Approve ${itemName(r)}`}
                  onClick={() => approve(r.id)}
                >
                  Approve
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Reject ${itemName(r)}`}
                  onClick={() => setRejecting({ id: r.id, name: itemName(r) })}
                >
                  Reject
                </Button>
              </HStack>
            ),
          },
        ]}
      />
      {rejecting && (
        <ConfirmDialog
          title={`Reject ${rejecting.name}?`}
          confirmLabel="Reject change"
          cancelLabel="Keep it"
          destructive
          failureText={MESSAGES.overrideDelete}
          onConfirm={() => reject(rejecting.id)}
          onClose={() => setRejecting(null)}
        >
          The pending change is deleted and never goes live. The agent can submit it again from the editor.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
