import { graphql } from 'relay-runtime';

// Every answer carries the agent, so the schedule list refreshes in the same round trip.

/** SCHED-011 (API-023): the label comes from the gateway (CONST-009). */
export const createScheduleMutation = graphql`
  mutation scheduleMutationsCreateMutation($input: CreateScheduleInput!) {
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
`;

/** SCHED-013 (API-025) */
export const updateScheduleMutation = graphql`
  mutation scheduleMutationsUpdateMutation($input: UpdateScheduleInput!) {
    updateSchedule(input: $input) {
      agent {
        id
        ...ScheduleList_agent
      }
    }
  }
`;

/** SCHED-014 (API-026) */
export const deleteScheduleMutation = graphql`
  mutation scheduleMutationsDeleteMutation($input: DeleteScheduleInput!) {
    deleteSchedule(input: $input) {
      deletedId
      agent {
        id
        ...ScheduleList_agent
      }
    }
  }
`;

/** SCHED-015 (API-027) */
export const createAvailabilityMutation = graphql`
  mutation scheduleMutationsCreateAvailabilityMutation($input: CreateAvailabilityBlockInput!) {
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
`;

/** SCHED-017 (API-028) */
export const updateAvailabilityMutation = graphql`
  mutation scheduleMutationsUpdateAvailabilityMutation($input: UpdateAvailabilityBlockInput!) {
    updateAvailabilityBlock(input: $input) {
      agent {
        id
        ...ScheduleList_agent
      }
    }
  }
`;

/** SCHED-018 (API-029) */
export const deleteAvailabilityMutation = graphql`
  mutation scheduleMutationsDeleteAvailabilityMutation($input: DeleteAvailabilityBlockInput!) {
    deleteAvailabilityBlock(input: $input) {
      deletedId
      agent {
        id
        ...ScheduleList_agent
      }
    }
  }
`;

/** SCHED-020 (API-030) */
export const createOutOfOfficeMutation = graphql`
  mutation scheduleMutationsCreateOutOfOfficeMutation($input: CreateOutOfOfficeBlockInput!) {
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
`;

/** SCHED-022 (API-031) */
export const updateOutOfOfficeMutation = graphql`
  mutation scheduleMutationsUpdateOutOfOfficeMutation($input: UpdateOutOfOfficeBlockInput!) {
    updateOutOfOfficeBlock(input: $input) {
      agent {
        id
        ...ScheduleList_agent
      }
    }
  }
`;

/** SCHED-023 (API-032) */
export const deleteOutOfOfficeMutation = graphql`
  mutation scheduleMutationsDeleteOutOfOfficeMutation($input: DeleteOutOfOfficeBlockInput!) {
    deleteOutOfOfficeBlock(input: $input) {
      deletedId
      agent {
        id
        ...ScheduleList_agent
      }
    }
  }
`;
