import { Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CampaignsPage_agent$key } from '../__generated__/CampaignsPage_agent.graphql';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { CampaignTable } from './CampaignTable';
import { useCampaignsPageData } from './loaders';
import { QlpViewsSummary } from './QlpViewsSummary';

/** ROUTE-026, STATS-009, STATS-010: campaign stats for a range and the quote landing page views. */
export default function CampaignsPage() {
  const agent = useFragment<CampaignsPage_agent$key>(
    graphql`
      fragment CampaignsPage_agent on Agent {
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
    `,
    requirePageData(useCampaignsPageData().agent, MESSAGES.generic),
  );
  return (
    <Stack gap="8">
      <PageHeader title="Campaigns" description={agent.displayName} />
      <CampaignTable agent={agent} />
      <QlpViewsSummary agent={agent} />
    </Stack>
  );
}
