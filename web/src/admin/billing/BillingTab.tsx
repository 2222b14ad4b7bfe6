import { Heading, Stack } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { BillingTabQuery } from '../../__generated__/BillingTabQuery.graphql';
import type { AgentTabProps } from '../agentTab';
import { AddBillingForm } from './AddBillingForm';
import { CreditsTable } from './CreditsTable';

/** ADMIN-007, ADMIN-024..027: add a charge or a credit, and the agent's past credits. */
export default function BillingTab({ agentId }: AgentTabProps) {
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
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
    { fetchPolicy: fetchKey ? 'network-only' : 'store-and-network', fetchKey },
  );
  // A new credit joins the list: the tab asks its query again (the old list stays meanwhile).
  const reload = () => startTransition(() => setFetchKey((k) => k + 1));

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
        <CreditsTable query={data} />
      </Stack>
    </Stack>
  );
}
