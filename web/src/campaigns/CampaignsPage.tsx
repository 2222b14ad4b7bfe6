import { Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type CampaignSortKey } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { CampaignsPageQuery } from '../__generated__/CampaignsPageQuery.graphql';
import type { CampaignsLoaderData } from './campaignsLoader';
import { CampaignTable } from './CampaignTable';
import { QlpViewsSummary } from './QlpViewsSummary';

/** ROUTE-026, STATS-009, STATS-010: campaign stats for a range and the quote landing page views. */
export default function CampaignsPage() {
  const { queryRef } = useLoaderData() as CampaignsLoaderData;
  const data = usePreloadedQuery<CampaignsPageQuery>(
    graphql`
      query CampaignsPageQuery(
        $associateId: ID!
        $startDate: String!
        $endDate: String!
        $page: Int!
        $pageSize: Int!
        $sortKey: CampaignSortKey!
        $sortDescending: Boolean!
        $includeUncampaigned: Boolean!
        $domainFilter: String!
      ) {
        agent(associateId: $associateId) {
          id
          displayName
          ...CampaignTable_agent
            @arguments(
              startDate: $startDate
              endDate: $endDate
              page: $page
              pageSize: $pageSize
              sortKey: $sortKey
              sortDescending: $sortDescending
              includeUncampaigned: $includeUncampaigned
              domainFilter: $domainFilter
            )
          ...QlpViewsSummary_agent
        }
      }
    `,
    queryRef,
  );
  if (!data.agent) throw new Error(MESSAGES.generic);
  const variables = queryRef.variables;

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Campaigns
        </Heading>
        <Text color="fg.muted">{data.agent.displayName}</Text>
      </Stack>
      <CampaignTable
        agent={data.agent}
        initial={{
          startDate: variables.startDate,
          endDate: variables.endDate,
          page: variables.page,
          pageSize: variables.pageSize,
          sortKey: variables.sortKey as CampaignSortKey,
          sortDescending: variables.sortDescending,
          includeUncampaigned: variables.includeUncampaigned,
          domainFilter: variables.domainFilter,
        }}
      />
      <QlpViewsSummary agent={data.agent} />
    </Stack>
  );
}
