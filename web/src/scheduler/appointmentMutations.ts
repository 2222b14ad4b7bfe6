import { graphql } from 'relay-runtime';

/** SCHED-008 (API-020): the appointment stays listed as canceled (decision D-37). */
export const cancelAppointmentMutation = graphql`
  mutation appointmentMutationsCancelMutation($input: CancelAppointmentInput!) {
    cancelAppointment(input: $input) {
      canceledId
      agent {
        id
        ...AppointmentTable_agent
      }
    }
  }
`;

/** SCHED-009 (API-021): the answer is the appointment with its new time and status rescheduled. */
export const rescheduleAppointmentMutation = graphql`
  mutation appointmentMutationsRescheduleMutation($input: RescheduleAppointmentInput!) {
    rescheduleAppointment(input: $input) {
      agent {
        id
        ...AppointmentTable_agent
      }
    }
  }
`;
