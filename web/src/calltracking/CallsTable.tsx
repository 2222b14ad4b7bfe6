import { Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { MESSAGES, type CallSortKey } from '@portal/rules';
import dayjs from 'dayjs';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { CallsTable_agent$key } from '../__generated__/CallsTable_agent.graphql';
import type { CallsTableRefetchQuery } from '../__generated__/CallsTableRefetchQuery.graphql';
import { describeRange, type DateRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import { callAriaSort, formatDuration, nextCallSort, type CallSort } from './callSort';

const COLUMNS: { key: CallSortKey | null; label: string }[] = [
  { key: 'started', label: 'Started' },
  { key: 'duration', label: 'Duration' },
  { key: 'caller_number', label: 'Caller' },
  { key: null, label: 'Tracking number' },
  { key: 'status', label: 'Status' },
  { key: 'domain_name', label: 'Site' },
];

/** STATS-012: the calls of a range (VALID-043: a range is needed before anything is asked). */
export function CallsTable({ agent, initial }: { agent: CallsTable_agent$key; initial: DateRange & CallSort }) {
  const [data, refetch] = useRefetchableFragment<CallsTableRefetchQuery, CallsTable_agent$key>(
    graphql`
      fragment CallsTable_agent on Agent
      @refetchable(queryName: "CallsTableRefetchQuery")
      @argumentDefinitions(
        startDate: { type: "String!" }
        endDate: { type: "String!" }
        sort: { type: "CallSortKey!" }
        sortDir: { type: "SortDirection!" }
      ) {
        callTracking {
          calls(startDate: $startDate, endDate: $endDate, sort: $sort, sortDir: $sortDir) {
            totalCount
            edges {
              node {
                id
                started
                duration
                callerNumber
                trackingNumber
                status
                domainName
              }
            }
          }
        }
      }
    `,
    agent,
  );
  const [state, setState] = useState(initial);
  const [pending, startTransition] = useTransition();
  const calls = data.callTracking?.calls ?? null;

  const load = (next: DateRange & CallSort) => {
    setState(next);
    startTransition(() => {
      refetch(next, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="ct-calls-heading">
      <Heading as="h2" size="lg" id="ct-calls-heading">
        Calls
      </Heading>
      <RangeControl value={state} onChange={(range) => load({ ...state, ...range })} pending={pending} />
      <Text color="fg.muted" aria-live="polite">
        {pending
          ? `Loading ${describeRange(state)}…`
          : `${calls?.totalCount.toLocaleString() ?? 0} calls from ${describeRange(state)}`}
      </Text>
      {!calls ? (
        // ERR-070 is in the alert bar.
        <Text color="fg.error">{MESSAGES.callTrackingCalls}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" rounded="md" opacity={pending ? 0.6 : 1}>
          <Table.Root size="sm" aria-label="Calls">
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader
                    key={column.label}
                    scope="col"
                    aria-sort={column.key ? callAriaSort(state, column.key) : undefined}
                  >
                    {column.key ? (
                      <Button size="xs" variant="ghost" onClick={() => load({ ...state, ...nextCallSort(state, column.key!) })}>
                        {column.label}
                        {state.sort === column.key ? (state.sortDir === 'desc' ? ' ▼' : ' ▲') : ''}
                      </Button>
                    ) : (
                      column.label
                    )}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {calls.edges.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={COLUMNS.length}>No items found</Table.Cell>
                </Table.Row>
              ) : (
                calls.edges.map(({ node }) => (
                  <Table.Row key={node.id}>
                    <Table.Cell>{dayjs(node.started).format('MMM D, YYYY h:mm A')}</Table.Cell>
                    <Table.Cell>{formatDuration(node.duration)}</Table.Cell>
                    <Table.Cell>{node.callerNumber}</Table.Cell>
                    <Table.Cell>{node.trackingNumber}</Table.Cell>
                    <Table.Cell textTransform="capitalize">{node.status}</Table.Cell>
                    <Table.Cell>{node.domainName ?? '—'}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
