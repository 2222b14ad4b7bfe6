import { Alert, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { RegistrarTabQuery } from '../../__generated__/RegistrarTabQuery.graphql';
import { ErrorBoundary } from '../../routes/ErrorBoundary';
import type { AgentTabProps } from '../agentTab';
import { RegistrarCard } from './RegistrarCard';

/** ERR-080: the registrar data did not load: an error box in the card's place, with a retry. */
function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{MESSAGES.registrarLoad}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

/**
 * ADMIN-015, ADMIN-039..043: the agent's domains as a list and the chosen domain's registrar card: authcode, transfer
 * lock and mark, contacts.
 */
export default function RegistrarTab({ agentId }: AgentTabProps) {
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
    { fetchPolicy: 'store-and-network' },
  );
  const domains = data.registrarDomains;
  const [chosen, setChosen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
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
        <ErrorBoundary key={`${selected}:${attempt}`} fallback={<LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}>
          <Suspense
            fallback={
              <Flex gap="2" align="center" role="status">
                <Spinner size="sm" />
                <Text>{`Loading the registrar data of ${selected}…`}</Text>
              </Flex>
            }
          >
            <RegistrarCard agentId={agentId} domainName={selected} cancelled={selectedDomain.isCancelled} fetchKey={attempt} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Stack>
  );
}
