import { Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { DashboardPageQuery } from '../__generated__/DashboardPageQuery.graphql';
import { AgentDetails } from './AgentDetails';
import { AgentServices } from './AgentServices';
import type { DashboardLoaderData } from './dashboardLoader';
import { TosAcceptance } from './TosAcceptance';

/** ROUTE-020, STATS-001: the agent's start page. */
export default function DashboardPage() {
  const { queryRef } = useLoaderData() as DashboardLoaderData;
  const { agentID = '' } = useParams();
  const { agent } = usePreloadedQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          displayName
          ...AgentDetails_agent
          dash {
            ...AgentServices_dash
            ...TosAcceptance_dash
          }
        }
      }
    `,
    queryRef,
  );
  // Without the agent there is nothing to show: the route's error view offers a retry.
  if (!agent) throw new Error(MESSAGES.agentData(agentID));
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {`Welcome, ${agent.displayName}`}
      </Heading>
      <AgentDetails agent={agent} />
      {agent.dash ? (
        <>
          <TosAcceptance dash={agent.dash} />
          <AgentServices dash={agent.dash} />
        </>
      ) : (
        <Text>{MESSAGES.dashData}</Text>
      )}
    </Stack>
  );
}
