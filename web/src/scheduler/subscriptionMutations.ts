import { graphql } from 'relay-runtime';

/** SCHED-002, SCHED-003 (API-017): the answer carries justEnabled and the first schedule (decision D-36). */
export const enableSchedulerMutation = graphql`
  mutation subscriptionMutationsEnableMutation($input: SchedulerSubscriptionInput!) {
    enableScheduler(input: $input) {
      subscription {
        id
        active
        justEnabled
      }
      firstSchedule {
        id
        label
      }
    }
  }
`;

/** SCHED-004 (API-018): the answer carries justCanceled (decision D-36). */
export const disableSchedulerMutation = graphql`
  mutation subscriptionMutationsDisableMutation($input: SchedulerSubscriptionInput!) {
    disableScheduler(input: $input) {
      subscription {
        id
        active
        justCanceled
      }
    }
  }
`;
