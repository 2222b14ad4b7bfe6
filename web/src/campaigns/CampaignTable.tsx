import { Button, Checkbox, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type CampaignSortKey } from '@portal/rules';
import { useState, useTransition, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { CampaignTable_agent$data, CampaignTable_agent$key } from '../__generated__/CampaignTable_agent.graphql';
import type { CampaignTableRefetchQuery } from '../__generated__/CampaignTableRefetchQuery.graphql';
import { formatCount, formatMoney } from '../lib/format';
import { DataTable, type Column } from '../widgets/DataTable';
import { defaultRange, describeRange } from '../widgets/dateRange';
import { FormField } from '../widgets/FormField';
import { KeywordInfo } from '../widgets/KeywordInfo';
import { Paginator } from '../widgets/Paginator';
import { RangeControl } from '../widgets/RangeControl';
import {
  initialTableState,
  optionOfPageSize,
  pageSizeOf,
  sortOf,
  withFilters,
  withSort,
  type CampaignTableState,
} from './campaignQuery';

type CampaignRow = NonNullable<CampaignTable_agent$data['campaigns']>['edges'][number];

const count = (key: CampaignSortKey, header: string, value: (row: CampaignRow) => number): Column<CampaignRow> => ({
  key,
  header,
  sortKey: key,
  align: 'end',
  cell: (row) => formatCount(value(row)),
});

// Campaign names wrap between words; a domain never breaks (not even at its hyphens): on a phone the table scrolls.
const COLUMNS: Column<CampaignRow>[] = [
  { key: 'campaign_name', header: 'Campaign', sortKey: 'campaign_name', cell: ({ node }) => node.campaignName ?? 'No campaign' },
  {
    key: 'domain_name',
    header: 'Domain',
    sortKey: 'domain_name',
    cell: ({ node }) => (
      <Text as="span" whiteSpace="nowrap">
        {node.domainName}
      </Text>
    ),
  },
  count('impressions', 'Impressions', ({ node }) => node.impressions),
  count('clicks', 'Clicks', ({ node }) => node.clicks),
  {
    key: 'cost',
    header: 'Cost',
    sortKey: 'cost',
    align: 'end',
    cell: ({ node }) => formatMoney(node.cost),
  },
  count('phone_calls', 'Phone calls', ({ node }) => node.phoneCalls),
  count('quote_starts', 'Quote starts', ({ node }) => node.quoteStarts),
];

/**
 * STATS-009: one page of campaign stats; every control (range, filters, a header's sort, the page) asks the API again
 * (decision D-44). The loader asked for the same first state.
 */
export function CampaignTable({ agent }: { agent: CampaignTable_agent$key }) {
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
          pageCount
          edges {
            cursor
            node {
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
  const [state, setState] = useState(() => initialTableState(defaultRange()));
  const [filterDraft, setFilterDraft] = useState(state.domainFilter);
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

  return (
    <Stack as="section" gap="4" aria-labelledby="campaigns-heading">
      <HStack gap="1">
        <Heading as="h2" size="lg" id="campaigns-heading">
          Campaign stats
        </Heading>
        <KeywordInfo keyword="campaign_ids" label="Campaigns" />
        <KeywordInfo keyword="quote_starts" label="Quote starts" />
      </HStack>
      <RangeControl value={state} onChange={(range) => load(withFilters(state, range))} pending={pending} />
      <Flex gap="4" align="flex-end" wrap="wrap">
        {/* A filter, not a write: the field asks again when submitted. */}
        <form onSubmit={applyFilter} aria-label="Domain filter">
          <Flex gap="2" align="flex-end">
            <FormField label="Domain contains" w="auto">
              <Input type="search" value={filterDraft} onChange={(e) => setFilterDraft(e.target.value)} />
            </FormField>
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
        <>
          <DataTable
            label="Campaigns"
            columns={COLUMNS}
            rows={campaigns.edges}
            rowKey={(row) => row.cursor}
            sort={sortOf(state)}
            onSortChange={(sort) => load(withSort(state, sort))}
            busy={pending}
          />
          <Paginator
            label="Campaign pages"
            page={state.page}
            pageCount={Math.max(1, campaigns.pageCount)}
            totalCount={campaigns.totalCount}
            rowsPerPage={optionOfPageSize(state.pageSize)}
            onPageChange={(page) => load({ ...state, page })}
            onRowsPerPageChange={(option) => load(withFilters(state, { pageSize: pageSizeOf(option) }))}
            disabled={pending}
          />
        </>
      )}
    </Stack>
  );
}
