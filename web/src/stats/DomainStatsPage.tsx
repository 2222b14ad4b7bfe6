import { Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { DomainStatsPage_agent$key } from '../__generated__/DomainStatsPage_agent.graphql';
import { requirePageData } from '../routes/failureText';
import { defaultRange } from '../widgets/dateRange';
import { PageHeader } from '../widgets/PageHeader';
import { DomainStats } from './DomainStats';
import { useDomainStatsPageData } from './loaders';
import { PATHS } from '../routes/paths';

/** STATS-007, STATS-008: the numbers of one domain. */
export default function DomainStatsPage() {
  const { agentID = '', domainName = '' } = useParams();
  const { domain } = useFragment<DomainStatsPage_agent$key>(
    graphql`
      fragment DomainStatsPage_agent on Agent {
        domain(domainName: $domainName) {
          domainName
          productLabel
          ...DomainStats_domain @arguments(startDate: $startDate, endDate: $endDate)
        }
      }
    `,
    requirePageData(useDomainStatsPageData().agent, MESSAGES.agentData(agentID)),
  );
  // The range the loader asked for (the last 30 days).
  const [initialRange] = useState(defaultRange);
  return (
    <Stack gap="6">
      <Link asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={PATHS.domains.href({ agentID })}>Back to domains</RouterLink>
      </Link>
      {domain ? (
        <>
          <PageHeader title={`Stats for ${domain.domainName}`} description={domain.productLabel} />
          <DomainStats domain={domain} initialRange={initialRange} />
        </>
      ) : (
        <>
          <PageHeader title="Domain not found" />
          <Text>{`${domainName} is not one of this agent's domains.`}</Text>
        </>
      )}
    </Stack>
  );
}
