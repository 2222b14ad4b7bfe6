import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { DomainStatsPageQuery } from '../__generated__/DomainStatsPageQuery.graphql';
import { domainsPath } from '../routes/domainPaths';
import type { DomainStatsLoaderData } from './domainStatsLoader';
import { DomainStats } from './DomainStats';

/** STATS-007, STATS-008: the numbers of one domain. */
export default function DomainStatsPage() {
  const { queryRef } = useLoaderData() as DomainStatsLoaderData;
  const { agentID = '', domainName = '' } = useParams();
  const { agent } = usePreloadedQuery<DomainStatsPageQuery>(
    graphql`
      query DomainStatsPageQuery($associateId: ID!, $domainName: String!, $startDate: String!, $endDate: String!) {
        agent(associateId: $associateId) {
          domain(domainName: $domainName) {
            domainName
            productLabel
            ...DomainStats_domain @arguments(startDate: $startDate, endDate: $endDate)
          }
        }
      }
    `,
    queryRef,
  );
  if (!agent) throw new Error(MESSAGES.agentData(agentID));
  const { startDate, endDate } = queryRef.variables;
  return (
    <Stack gap="6">
      <Link asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={domainsPath(agentID)}>Back to domains</RouterLink>
      </Link>
      {agent.domain ? (
        <>
          <Stack gap="1">
            <Heading as="h1" size="2xl" wordBreak="break-all">
              {`Stats for ${agent.domain.domainName}`}
            </Heading>
            <Text color="fg.muted">{agent.domain.productLabel}</Text>
          </Stack>
          <DomainStats domain={agent.domain} initialRange={{ startDate, endDate }} />
        </>
      ) : (
        <>
          <Heading as="h1" size="2xl">
            Domain not found
          </Heading>
          <Text>{`${domainName} is not one of this agent's domains.`}</Text>
        </>
      )}
    </Stack>
  );
}
