import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../auth/useSession';
import { agentDashboardPath } from '../routes/statsPaths';
import { Landing } from './Landing';

/** ROUTE-009: an agent's team member picks the agent to work for (AUTH-010). */
export default function StaffLandingPage() {
  const { staffAgents } = useSession();
  return (
    <Landing>
      <Text>As a member of an agent's team you can open the dashboard of each agent you work for.</Text>
      <Stack as="section" gap="3" aria-labelledby="staff-agents-heading">
        <Heading as="h2" size="lg" id="staff-agents-heading">
          Your agents
        </Heading>
        {staffAgents.length === 0 ? (
          <Text>No agent has given you access yet. Ask the agent you work for to add you to their team.</Text>
        ) : (
          <List.Root ps="5">
            {staffAgents.map((agentId) => (
              <List.Item key={agentId}>
                <Link asChild>
                  <RouterLink to={agentDashboardPath(agentId)}>{agentId}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Landing>
  );
}
