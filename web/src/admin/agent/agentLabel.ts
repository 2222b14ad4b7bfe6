import { graphql, useFragment } from 'react-relay/hooks';
import type { agentLabel_agent$key } from '../../__generated__/agentLabel_agent.graphql';

/**
 * Issue #26: how a confirmation names the agent a write acts on: "Alice Anderson (A1001)". Without the agent's data
 * (its load failed, ERR-084 is in the alert bar) the id alone.
 */
export function useAgentLabel(agent: agentLabel_agent$key | null | undefined, agentId: string): string {
  const data = useFragment(
    graphql`
      fragment agentLabel_agent on Agent {
        associateId
        displayName
      }
    `,
    agent ?? null,
  );
  return data ? `${data.displayName} (${data.associateId})` : agentId;
}
