import { DataList } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AgentDetails_agent$key } from '../__generated__/AgentDetails_agent.graphql';

/** SHELL-033: who the agent is. */
export function AgentDetails({ agent }: { agent: AgentDetails_agent$key }) {
  const data = useFragment(
    graphql`
      fragment AgentDetails_agent on Agent {
        associateId
        alias
        isAgentIntern
        billingDay
      }
    `,
    agent,
  );
  const rows: [string, string][] = [
    ['Associate id', data.associateId],
    ['Alias', data.alias || 'None'],
    ['Agent intern', data.isAgentIntern ? 'Yes' : 'No'],
    ['Billing day', data.billingDay == null ? 'Not set' : `Day ${data.billingDay} of the month`],
  ];
  return (
    <DataList.Root orientation="horizontal" aria-label="Agent details">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
