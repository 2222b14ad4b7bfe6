import { Heading, Stack } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { BillingTabQuery } from '../../__generated__/BillingTabQuery.graphql';
import { useTabReload, type AgentTabProps } from '../agentTab';
import { AddBillingForm } from './AddBillingForm';
import { CreditsTable } from './CreditsTable';

/** ADMIN-007, ADMIN-024..027: add a charge or a credit, and the agent's past credits. */
export default function BillingTab({ agentId, query }: AgentTabProps) {
  // A new credit joins the list, and "Try again" asks again: the tab's query runs again (the old view stays meanwhile).
  const { options, reload, reloading } = useTabReload(query);
  const data = useLazyLoadQuery<BillingTabQuery>(
    graphql`
      query BillingTabQuery($agentId: ID!) {
        ...CreditsTable_query @arguments(agentId: $agentId)
        agent(associateId: $agentId) {
          ...agentLabel_agent
        }
      }
    `,
    { agentId },
    options,
  );

  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="admin-billing-add">
        <Heading as="h3" size="md" id="admin-billing-add">
          Add a charge or credit
        </Heading>
        <AddBillingForm agentId={agentId} agent={data.agent} onCredit={reload} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="admin-billing-credits">
        <Heading as="h3" size="md" id="admin-billing-credits">
          Past credits
        </Heading>
        <CreditsTable query={data} onRetry={reload} retrying={reloading} />
      </Stack>
    </Stack>
  );
}
