import { Alert, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { DashboardPageQuery } from '../__generated__/DashboardPageQuery.graphql';
import { domainsPath, welcomePath } from '../routes/domainPaths';
import { AccountOverview } from './AccountOverview';
import { AgentDetails } from './AgentDetails';
import { AgentServices } from './AgentServices';
import type { DashboardLoaderData } from './dashboardLoader';
import { TosAcceptance } from './TosAcceptance';

/** ROUTE-020, STATS-001, STATS-002: the agent's start page. */
export default function DashboardPage() {
  const { queryRef } = useLoaderData() as DashboardLoaderData;
  const { agentID = '' } = useParams();
  const { agent } = usePreloadedQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($associateId: ID!, $startDate: String!, $endDate: String!) {
        agent(associateId: $associateId) {
          displayName
          ...AgentDetails_agent
          dash {
            ...AgentServices_dash
            ...TosAcceptance_dash
          }
          domains {
            totalCount
          }
          ...AccountOverview_agent @arguments(startDate: $startDate, endDate: $endDate)
        }
      }
    `,
    queryRef,
  );
  // Without the agent there is nothing to show: the route's error view offers a retry.
  if (!agent) throw new Error(MESSAGES.agentData(agentID));
  const domainCount = agent.domains?.totalCount ?? null; // null: ERR-033 is in the alert bar
  const { startDate, endDate } = queryRef.variables;
  return (
    <Stack gap="8">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {`Welcome, ${agent.displayName}`}
        </Heading>
        <AgentDetails agent={agent} />
        {agent.dash ? <TosAcceptance dash={agent.dash} /> : <Text>{MESSAGES.dashData}</Text>}
      </Stack>
      {domainCount === 0 ? (
        <Alert.Root status="info" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You have no domains yet.</Alert.Title>
            <Alert.Description>Pick a product and get your first domain in a few steps.</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm">
            <RouterLink to={welcomePath(agentID)}>Get started</RouterLink>
          </Button>
        </Alert.Root>
      ) : (
        <Flex gap="3" align="center" wrap="wrap">
          <Text>
            {domainCount === null
              ? MESSAGES.domainsLoad
              : `You have ${domainCount} ${domainCount === 1 ? 'domain' : 'domains'}.`}
          </Text>
          <Link asChild colorPalette="blue" fontWeight="medium">
            <RouterLink to={domainsPath(agentID)}>Manage your domains</RouterLink>
          </Link>
        </Flex>
      )}
      <AccountOverview agent={agent} initialRange={{ startDate, endDate }} />
      {agent.dash && <AgentServices dash={agent.dash} />}
    </Stack>
  );
}
