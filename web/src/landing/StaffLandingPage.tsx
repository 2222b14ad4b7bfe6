import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffLandingPage_staffUser$key } from '../__generated__/StaffLandingPage_staffUser.graphql';
import { staffPermissionLabel } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { Landing } from './Landing';
import { useStaffLandingData } from './loaders';
import { PATHS } from '../routes/paths';

/**
 * ROUTE-009, TEAM-004: an agent's team member picks the agent to work for (AUTH-010): each agent by name, with what
 * that agent granted them (API-066).
 */
export default function StaffLandingPage() {
  // ERR-062 is in the alert bar; the page's failure notice offers a retry.
  const staffUser = requirePageData(useStaffLandingData().staffUser, MESSAGES.staffLoad);
  return (
    <Landing>
      <Text>As a member of an agent's team you can open the dashboard of each agent you work for.</Text>
      <StaffAgents staffUser={staffUser} />
    </Landing>
  );
}

function StaffAgents({ staffUser }: { staffUser: StaffLandingPage_staffUser$key }) {
  const { agents } = useFragment(
    graphql`
      fragment StaffLandingPage_staffUser on StaffUser @throwOnFieldError {
        agents {
          associateId
          displayName
          permissions {
            key
            granted
          }
        }
      }
    `,
    staffUser,
  );
  return (
    <Stack as="section" gap="3" w="full" aria-labelledby="staff-agents-heading">
      <Heading as="h2" size="lg" id="staff-agents-heading">
        Your agents
      </Heading>
      {agents.length === 0 ? (
        <Text>No agent has given you access yet. Ask the agent you work for to add you to their team.</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label="Your agents">
          {agents.map((agent) => {
            const granted = agent.permissions.filter((p) => p.granted).map((p) => staffPermissionLabel(p.key));
            return (
              <li key={agent.associateId}>
                <Card.Root size="sm" h="full">
                  <Card.Body gap="1">
                    <Link asChild fontWeight="semibold" colorPalette="blue">
                      <RouterLink to={PATHS.dashboard.href({ agentID: agent.associateId })}>
                        {`${agent.displayName} (${agent.associateId})`}
                      </RouterLink>
                    </Link>
                    <Text color="fg.muted" fontSize="sm">
                      {granted.length > 0 ? `Granted: ${granted.join(', ')}` : 'Nothing granted yet'}
                    </Text>
                  </Card.Body>
                </Card.Root>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
