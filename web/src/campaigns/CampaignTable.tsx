import { Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { MESSAGES, type CampaignSortKey } from '@portal/rules';
import { useState, useTransition, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { CampaignTable_agent$key } from '../__generated__/CampaignTable_agent.graphql';
import type { CampaignTableRefetchQuery } from '../__generated__/CampaignTableRefetchQuery.graphql';
import { formatDollars } from '../lib/billingFormat';
import { describeRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import {
  ariaSort,
  optionOfPageSize,
  pageSizeOf,
  sortBy,
  withFilters,
  type CampaignTableState,
} from './tableState';
import { Paginator } from '../widgets/Paginator';

const COLUMNS: { key: CampaignSortKey; label: string; numeric: boolean }[] = [
  { key: 'campaign_name', label: 'Campaign', numeric: false },
  { key: 'domain_name', label: 'Domain', numeric: false },
  { key: 'impressions', label: 'Impressions', numeric: true },
  { key: 'clicks', label: 'Clicks', numeric: true },
  { key: 'cost', label: 'Cost', numeric: true },
  { key: 'phone_calls', label: 'Phone calls', numeric: true },
  { key: 'quote_starts', label: 'Quote starts', numeric: true },
];

/** STATS-009: one page of campaign stats; every control asks the API again (decision D-44). */
export function CampaignTable({ agent, initial }: { agent: CampaignTable_agent$key; initial: CampaignTableState }) {
  const [data, refetch] = useRefetchableFragment<CampaignTableRefetchQuery, CampaignTable_agent$key>(
    graphql`
      fragment CampaignTable_agent on Agent
      @refetchable(queryName: "CampaignTableRefetchQuery")
      @argumentDefinitions(
        startDate: { type: "String!" }
        endDate: { type: "String!" }
        page: { type: "Int!" }
        pageSize: { type: "Int!" }
        sortKey: { type: "CampaignSortKey!" }
        sortDescending: { type: "Boolean!" }
        includeUncampaigned: { type: "Boolean!" }
        domainFilter: { type: "String!" }
      ) {
        campaigns(
          startDate: $startDate
          endDate: $endDate
          page: $page
          pageSize: $pageSize
          sortKey: $sortKey
          sortDescending: $sortDescending
          includeUncampaigned: $includeUncampaigned
          domainFilter: $domainFilter
        ) {
          totalCount
          page
          pageSize
          pageCount
          edges {
            cursor
            node {
              campaignId
              campaignName
              domainName
              impressions
              clicks
              cost
              phoneCalls
              quoteStarts
            }
          }
        }
      }
    `,
    agent,
  );
  const [state, setState] = useState(initial);
  const [filterDraft, setFilterDraft] = useState(initial.domainFilter);
  const [pending, startTransition] = useTransition();
  const campaigns = data.campaigns;

  const load = (next: CampaignTableState) => {
    setState(next);
    startTransition(() => {
      refetch(next, { fetchPolicy: 'store-or-network' });
    });
  };

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    load(withFilters(state, { domainFilter: filterDraft.trim() }));
  };

  const pageCount = Math.max(1, campaigns?.pageCount ?? 1);
  const edges = campaigns?.edges ?? [];

  return (
    <Stack as="section" gap="4" aria-labelledby="campaigns-heading">
      <Heading as="h2" size="lg" id="campaigns-heading">
        Campaign stats
      </Heading>
      <RangeControl value={state} onChange={(range) => load(withFilters(state, range))} pending={pending} />
      <Flex gap="4" align="flex-end" wrap="wrap">
        <form onSubmit={applyFilter} aria-label="Domain filter">
          <Flex gap="2" align="flex-end">
            <Field.Root w="auto">
              <Field.Label>Domain contains</Field.Label>
              <Input type="search" value={filterDraft} onChange={(e) => setFilterDraft(e.target.value)} />
            </Field.Root>
            <Button type="submit" variant="subtle">
              Filter
            </Button>
          </Flex>
        </form>
        <Checkbox.Root
          checked={state.includeUncampaigned}
          onCheckedChange={(details) => load(withFilters(state, { includeUncampaigned: details.checked === true }))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Include domains without a campaign</Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      <Text color="fg.muted" aria-live="polite">
        {pending ? `Loading ${describeRange(state)}…` : describeRange(state)}
      </Text>

      {!campaigns ? (
        // The failure is in the alert bar.
        <Text color="fg.error">{MESSAGES.generic}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" rounded="md" opacity={pending ? 0.6 : 1}>
          <Table.Root size="sm" aria-label="Campaigns">
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader
                    key={column.key}
                    scope="col"
                    aria-sort={ariaSort(state, column.key)}
                    textAlign={column.numeric ? 'end' : 'start'}
                  >
                    <Button size="xs" variant="ghost" onClick={() => load(sortBy(state, column.key))}>
                      {column.label}
                      {state.sortKey === column.key ? (state.sortDescending ? ' ▼' : ' ▲') : ''}
                    </Button>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={COLUMNS.length}>No items found</Table.Cell>
                </Table.Row>
              ) : (
                edges.map(({ cursor, node }) => (
                  <Table.Row key={cursor}>
                    <Table.Cell>{node.campaignName ?? 'No campaign'}</Table.Cell>
                    <Table.Cell>{node.domainName}</Table.Cell>
                    <Table.Cell textAlign="end">{node.impressions.toLocaleString()}</Table.Cell>
                    <Table.Cell textAlign="end">{node.clicks.toLocaleString()}</Table.Cell>
                    <Table.Cell textAlign="end">{formatDollars(node.cost)}</Table.Cell>
                    <Table.Cell textAlign="end">{node.phoneCalls.toLocaleString()}</Table.Cell>
                    <Table.Cell textAlign="end">{node.quoteStarts.toLocaleString()}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      )}

      <Paginator
        label="Campaign pages"
        page={state.page}
        pageCount={pageCount}
        totalCount={campaigns?.totalCount ?? 0}
        rowsPerPage={optionOfPageSize(state.pageSize)}
        onPageChange={(page) => load({ ...state, page })}
        onRowsPerPageChange={(option) => load(withFilters(state, { pageSize: pageSizeOf(option) }))}
        disabled={pending}
      />
    </Stack>
  );
}
