import { Alert, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { DashboardPage_agent$key } from '../__generated__/DashboardPage_agent.graphql';
import { requirePageData } from '../routes/failureText';
import { defaultRange } from '../widgets/dateRange';
import { PageHeader } from '../widgets/PageHeader';
import { AccountOverview } from './AccountOverview';
import { AgentDetails } from './AgentDetails';
import { AgentServices } from './AgentServices';
import { useDashboardPageData } from './loaders';
import { NotificationsCard } from './notifications/NotificationsCard';
import { TosAcceptance } from './TosAcceptance';
import { PATHS } from '../routes/paths';

/** ROUTE-020, STATS-001, STATS-002: the agent's start page. */
export default function DashboardPage() {
  const { agentID = '' } = useParams();
  // The range the loader asked for (the last 30 days).
  const [initialRange] = useState(defaultRange);
  // Without the agent there is nothing to show: the page's failure notice offers a retry.
  const agent = useFragment<DashboardPage_agent$key>(
    graphql`
      fragment DashboardPage_agent on Agent {
        displayName
        ...AgentDetails_agent
        ...NotificationsCard_agent
        dash {
          ...AgentServices_dash
          ...TosAcceptance_dash
        }
        domains {
          totalCount
        }
        ...AccountOverview_agent @arguments(startDate: $startDate, endDate: $endDate)
      }
    `,
    requirePageData(useDashboardPageData().agent, MESSAGES.agentData(agentID)),
  );
  const domainCount = agent.domains?.totalCount ?? null; // null: ERR-033 is in the alert bar
  return (
    <Stack gap="8">
      <Stack gap="4">
        <PageHeader title={`Welcome, ${agent.displayName}`} />
        <AgentDetails agent={agent} />
        {agent.dash ? <TosAcceptance dash={agent.dash} /> : <Text>{MESSAGES.dashData}</Text>}
      </Stack>
      <NotificationsCard agent={agent} />
      {domainCount === 0 ? (
        <Alert.Root status="info" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You have no domains yet.</Alert.Title>
            <Alert.Description>Pick a product and get your first domain in a few steps.</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm">
            <RouterLink to={PATHS.welcome.href({ agentID })}>Get started</RouterLink>
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
            <RouterLink to={PATHS.domains.href({ agentID })}>Manage your domains</RouterLink>
          </Link>
        </Flex>
      )}
      <AccountOverview agent={agent} initialRange={initialRange} />
      {agent.dash && <AgentServices dash={agent.dash} />}
    </Stack>
  );
}
