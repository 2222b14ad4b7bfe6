import { Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { CallsTable_agent$data, CallsTable_agent$key } from '../__generated__/CallsTable_agent.graphql';
import type { CallsTableRefetchQuery } from '../__generated__/CallsTableRefetchQuery.graphql';
import { callStatusLabel, formatCount, formatDateTime, formatDuration, UNKNOWN } from '../lib/format';
import { DataTable, type Column } from '../widgets/DataTable';
import { defaultRange, describeRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import { initialCallsState, sortOf, withSort, type CallsQueryState } from './callsQuery';

type Call = NonNullable<NonNullable<CallsTable_agent$data['callTracking']>['calls']>['edges'][number]['node'];

// Times, numbers and names never wrap inside themselves: on a phone the table scrolls sideways instead.
const COLUMNS: Column<Call>[] = [
  { key: 'started', header: 'Started', sortKey: 'started', cell: (c) => <Text whiteSpace="nowrap">{formatDateTime(c.started)}</Text> },
  { key: 'duration', header: 'Duration', sortKey: 'duration', align: 'end', cell: (c) => formatDuration(c.duration) },
  { key: 'caller_number', header: 'Caller', sortKey: 'caller_number', cell: (c) => <Text whiteSpace="nowrap">{c.callerNumber}</Text> },
  { key: 'tracking_number', header: 'Tracking number', cell: (c) => <Text whiteSpace="nowrap">{c.trackingNumber}</Text> },
  { key: 'status', header: 'Status', sortKey: 'status', cell: (c) => callStatusLabel(c.status) },
  {
    key: 'domain_name',
    header: 'Site',
    sortKey: 'domain_name',
    cell: (c) => <Text whiteSpace="nowrap">{c.domainName ?? UNKNOWN}</Text>,
  },
];

/**
 * STATS-012: the calls of a range (API-084, all of them: limit 9999), sorted by the API (decision D-43); a header
 * click asks again. VALID-043: a range is needed before anything is asked.
 */
export function CallsTable({ agent }: { agent: CallsTable_agent$key }) {
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
  // The loader asked for the same first state.
  const [state, setState] = useState(() => initialCallsState(defaultRange()));
  const [pending, startTransition] = useTransition();
  const calls = data.callTracking?.calls ?? null;

  const load = (next: CallsQueryState) => {
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
          : `${formatCount(calls?.totalCount ?? 0)} calls from ${describeRange(state)}`}
      </Text>
      {!calls ? (
        // ERR-070 is in the alert bar.
        <Text color="fg.error">{MESSAGES.callTrackingCalls}</Text>
      ) : (
        <DataTable
          label="Calls"
          columns={COLUMNS}
          rows={calls.edges.map((e) => e.node)}
          rowKey={(c) => c.id}
          sort={sortOf(state)}
          onSortChange={(sort) => load(withSort(state, sort))}
          busy={pending}
        />
      )}
    </Stack>
  );
}
