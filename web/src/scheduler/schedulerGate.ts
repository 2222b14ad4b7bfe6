import { graphql } from 'relay-runtime';

/**
 * ROUTE-028: asked first only when this browser has not yet seen whether the agent has the scheduler; a child page's
 * own query asks for scheduler data, which the gateway refuses (FORBIDDEN, an alert) for an agent without it.
 */
export const schedulerGateQuery = graphql`
  query schedulerGateQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      schedulerAvailable
      schedulerSubscription {
        id
        active
      }
    }
  }
`;
