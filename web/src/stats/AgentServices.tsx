import { Badge, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AgentServices_dash$key } from '../__generated__/AgentServices_dash.graphql';

/** The agent's services and whether each is active (API-061). */
export function AgentServices({ dash }: { dash: AgentServices_dash$key }) {
  const { services } = useFragment(
    graphql`
      fragment AgentServices_dash on AgentDash {
        services {
          key
          name
          active
        }
      }
    `,
    dash,
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="services-heading">
      <Heading as="h2" size="lg" id="services-heading">
        Services
      </Heading>
      {services.length === 0 ? (
        <Text>No services yet.</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {services.map((service) => (
            <List.Item key={service.key}>
              <Flex gap="3" align="center">
                <Text>{service.name}</Text>
                <Badge colorPalette={service.active ? 'green' : 'gray'}>
                  {service.active ? 'Active' : 'Inactive'}
                </Badge>
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
