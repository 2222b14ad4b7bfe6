import { useCallback } from 'react';
import { graphql, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import type { mutationsCancelAppointmentMutation } from '../__generated__/mutationsCancelAppointmentMutation.graphql';
import type { mutationsCreateAvailabilityBlockMutation } from '../__generated__/mutationsCreateAvailabilityBlockMutation.graphql';
import type { mutationsCreateOutOfOfficeBlockMutation } from '../__generated__/mutationsCreateOutOfOfficeBlockMutation.graphql';
import type { mutationsCreateScheduleMutation } from '../__generated__/mutationsCreateScheduleMutation.graphql';
import type { mutationsDeleteAvailabilityBlockMutation } from '../__generated__/mutationsDeleteAvailabilityBlockMutation.graphql';
import type { mutationsDeleteOutOfOfficeBlockMutation } from '../__generated__/mutationsDeleteOutOfOfficeBlockMutation.graphql';
import type { mutationsDeleteScheduleMutation } from '../__generated__/mutationsDeleteScheduleMutation.graphql';
import type { mutationsDisableSchedulerMutation } from '../__generated__/mutationsDisableSchedulerMutation.graphql';
import type { mutationsEnableSchedulerMutation } from '../__generated__/mutationsEnableSchedulerMutation.graphql';
import type { mutationsRescheduleAppointmentMutation } from '../__generated__/mutationsRescheduleAppointmentMutation.graphql';
import type { mutationsUpdateAppointmentRecipientsMutation } from '../__generated__/mutationsUpdateAppointmentRecipientsMutation.graphql';
import type { mutationsUpdateAvailabilityBlockMutation } from '../__generated__/mutationsUpdateAvailabilityBlockMutation.graphql';
import type { mutationsUpdateOutOfOfficeBlockMutation } from '../__generated__/mutationsUpdateOutOfOfficeBlockMutation.graphql';
import type { mutationsUpdateScheduleMutation } from '../__generated__/mutationsUpdateScheduleMutation.graphql';
import { useKitMutation, type CommitKitMutation } from '../relay/useKitMutation';
import { schedulerSaves } from './saveIndicator';

/** A scheduler write: the kit's mutation, counted by the scheduler's own save indicator (SCHED-026) instead of the snackbar. */
function useSchedulerMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useKitMutation<T>(mutation);
  const tracked = useCallback<CommitKitMutation<T>>(
    (variables, options) => schedulerSaves.track(commit(variables, options)),
    [commit],
  );
  return [tracked, inFlight] as const;
}

// Every payload carries the agent, so the page's lists refresh in the same round trip.

/** SCHED-002, SCHED-003 (API-017): the answer carries justEnabled and the first schedule (decision D-36). */
export function useEnableScheduler() {
  return useSchedulerMutation<mutationsEnableSchedulerMutation>(graphql`
    mutation mutationsEnableSchedulerMutation($input: SchedulerSubscriptionInput!) {
      enableScheduler(input: $input) {
        subscription {
          id
          active
          justEnabled
        }
        firstSchedule {
          id
        }
      }
    }
  `);
}

/** SCHED-004 (API-018): the answer carries justCanceled (decision D-36). */
export function useDisableScheduler() {
  return useSchedulerMutation<mutationsDisableSchedulerMutation>(graphql`
    mutation mutationsDisableSchedulerMutation($input: SchedulerSubscriptionInput!) {
      disableScheduler(input: $input) {
        subscription {
          id
          active
          justCanceled
        }
      }
    }
  `);
}

/** SCHED-008 (API-020): the appointment stays listed as canceled (decision D-37). */
export function useCancelAppointment() {
  return useSchedulerMutation<mutationsCancelAppointmentMutation>(graphql`
    mutation mutationsCancelAppointmentMutation($input: CancelAppointmentInput!) {
      cancelAppointment(input: $input) {
        canceledId
        agent {
          id
          ...AppointmentTable_agent
        }
      }
    }
  `);
}

/** SCHED-009 (API-021): the appointment with its new time and status rescheduled. */
export function useRescheduleAppointment() {
  return useSchedulerMutation<mutationsRescheduleAppointmentMutation>(graphql`
    mutation mutationsRescheduleAppointmentMutation($input: RescheduleAppointmentInput!) {
      rescheduleAppointment(input: $input) {
        agent {
          id
          ...AppointmentTable_agent
        }
      }
    }
  `);
}

/** SCHED-011 (API-023): the label comes from the gateway (CONST-009). */
export function useCreateSchedule() {
  return useSchedulerMutation<mutationsCreateScheduleMutation>(graphql`
    mutation mutationsCreateScheduleMutation($input: CreateScheduleInput!) {
      createSchedule(input: $input) {
        schedule {
          id
          label
        }
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-013 (API-025) */
export function useUpdateSchedule() {
  return useSchedulerMutation<mutationsUpdateScheduleMutation>(graphql`
    mutation mutationsUpdateScheduleMutation($input: UpdateScheduleInput!) {
      updateSchedule(input: $input) {
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-014 (API-026) */
export function useDeleteSchedule() {
  return useSchedulerMutation<mutationsDeleteScheduleMutation>(graphql`
    mutation mutationsDeleteScheduleMutation($input: DeleteScheduleInput!) {
      deleteSchedule(input: $input) {
        deletedId
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-015 (API-027) */
export function useCreateAvailabilityBlock() {
  return useSchedulerMutation<mutationsCreateAvailabilityBlockMutation>(graphql`
    mutation mutationsCreateAvailabilityBlockMutation($input: CreateAvailabilityBlockInput!) {
      createAvailabilityBlock(input: $input) {
        availabilityBlock {
          id
        }
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-017 (API-028) */
export function useUpdateAvailabilityBlock() {
  return useSchedulerMutation<mutationsUpdateAvailabilityBlockMutation>(graphql`
    mutation mutationsUpdateAvailabilityBlockMutation($input: UpdateAvailabilityBlockInput!) {
      updateAvailabilityBlock(input: $input) {
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-018 (API-029) */
export function useDeleteAvailabilityBlock() {
  return useSchedulerMutation<mutationsDeleteAvailabilityBlockMutation>(graphql`
    mutation mutationsDeleteAvailabilityBlockMutation($input: DeleteAvailabilityBlockInput!) {
      deleteAvailabilityBlock(input: $input) {
        deletedId
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-020 (API-030) */
export function useCreateOutOfOfficeBlock() {
  return useSchedulerMutation<mutationsCreateOutOfOfficeBlockMutation>(graphql`
    mutation mutationsCreateOutOfOfficeBlockMutation($input: CreateOutOfOfficeBlockInput!) {
      createOutOfOfficeBlock(input: $input) {
        outOfOfficeBlock {
          id
        }
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-022 (API-031) */
export function useUpdateOutOfOfficeBlock() {
  return useSchedulerMutation<mutationsUpdateOutOfOfficeBlockMutation>(graphql`
    mutation mutationsUpdateOutOfOfficeBlockMutation($input: UpdateOutOfOfficeBlockInput!) {
      updateOutOfOfficeBlock(input: $input) {
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-023 (API-032) */
export function useDeleteOutOfOfficeBlock() {
  return useSchedulerMutation<mutationsDeleteOutOfOfficeBlockMutation>(graphql`
    mutation mutationsDeleteOutOfOfficeBlockMutation($input: DeleteOutOfOfficeBlockInput!) {
      deleteOutOfOfficeBlock(input: $input) {
        deletedId
        agent {
          id
          ...ScheduleList_agent
        }
      }
    }
  `);
}

/** SCHED-025 (API-035): replaces the list. */
export function useUpdateAppointmentRecipients() {
  return useSchedulerMutation<mutationsUpdateAppointmentRecipientsMutation>(graphql`
    mutation mutationsUpdateAppointmentRecipientsMutation($input: UpdateAppointmentNotificationRecipientsInput!) {
      updateAppointmentNotificationRecipients(input: $input) {
        recipients
        agent {
          id
          ...RecipientsForm_agent
        }
      }
    }
  `);
}
