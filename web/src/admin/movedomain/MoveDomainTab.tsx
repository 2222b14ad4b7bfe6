import { Heading, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { MoveDomainTabQuery } from '../../__generated__/MoveDomainTabQuery.graphql';
import { LoadFailure } from '../../widgets/LoadFailure';
import { useTabReload, type AgentTabProps } from '../agentTab';
import { MoveDomainForm } from './MoveDomainForm';

/**
 * ADMIN-016, ADMIN-034..036: move one of the agent's domains to another agent. Provider staff only (decision D-91):
 * the agent's own Domains page has no move.
 */
export default function MoveDomainTab({ agentId, query }: AgentTabProps) {
  const { options, reload, reloading } = useTabReload(query);
  const { agent } = useLazyLoadQuery<MoveDomainTabQuery>(
    graphql`
      query MoveDomainTabQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          ...MoveDomainForm_agent
          ...agentLabel_agent
        }
      }
    `,
    { associateId: agentId },
    options,
  );
  return (
    <Stack as="section" gap="4" aria-labelledby="admin-move-heading">
      <Heading as="h3" size="md" id="admin-move-heading">
        Move a domain to another agent
      </Heading>
      {/* ERR-042 is in the alert bar too. */}
      {agent ? <MoveDomainForm agentId={agentId} agent={agent} label={agent} /> : (
        <LoadFailure text={MESSAGES.movableDomains} onRetry={reload} retrying={reloading} />
      )}
    </Stack>
  );
}
