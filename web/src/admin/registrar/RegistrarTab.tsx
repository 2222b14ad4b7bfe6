import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { RegistrarTabQuery } from '../../__generated__/RegistrarTabQuery.graphql';
import { QueryBoundary } from '../../widgets/QueryBoundary';
import type { AgentTabProps } from '../agentTab';
import { RegistrarCard } from './RegistrarCard';

/**
 * ADMIN-015, ADMIN-039..043: the agent's domains as a list and the chosen domain's registrar card: authcode, transfer
 * lock and mark, contacts.
 */
export default function RegistrarTab({ agentId, query }: AgentTabProps) {
  const data = useLazyLoadQuery<RegistrarTabQuery>(
    graphql`
      query RegistrarTabQuery($agentId: ID!) {
        registrarDomains(agentId: $agentId) {
          id
          domainName
          productLabel
          isCancelled
          active
        }
      }
    `,
    { agentId },
    query,
  );
  const domains = data.registrarDomains;
  const [chosen, setChosen] = useState<string | null>(null);
  // The first active domain until one is chosen: that is where registrar questions usually are.
  const selectedDomain = domains.find((d) => d.domainName === chosen) ?? domains.find((d) => d.active) ?? domains[0];
  const selected = selectedDomain?.domainName ?? null;

  if (domains.length === 0) return <Text>This agent has no domains.</Text>;
  return (
    <Stack gap="5">
      <Stack gap="2" as="nav" aria-labelledby="registrar-domains-title">
        <Heading as="h3" size="md" id="registrar-domains-title">
          Domains
        </Heading>
        <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
          {domains.map((d) => (
            <Box as="li" key={d.id}>
              <Button
                size="sm"
                variant={d.domainName === selected ? 'solid' : 'outline'}
                aria-current={d.domainName === selected ? 'true' : undefined}
                onClick={() => setChosen(d.domainName)}
              >
                {d.domainName}
                <Text as="span" srOnly>
                  {`, ${d.productLabel}${d.isCancelled ? ', cancelled' : ''}`}
                </Text>
              </Button>
            </Box>
          ))}
        </Flex>
      </Stack>
      {selected && (
        // ERR-080: an error box in the card's place, with "Try again" (the other domains stay).
        <QueryBoundary
          key={selected}
          loadingText={`Loading the registrar data of ${selected}…`}
          failureText={MESSAGES.registrarLoad}
          fetchPolicy="store-and-network"
          announce
        >
          {(cardQuery) => (
            <RegistrarCard agentId={agentId} domainName={selected} cancelled={selectedDomain.isCancelled} query={cardQuery} />
          )}
        </QueryBoundary>
      )}
    </Stack>
  );
}
