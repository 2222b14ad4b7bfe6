import { graphql } from 'relay-runtime';

/** SCHED-025 (API-035): replaces the list. */
export const updateRecipientsMutation = graphql`
  mutation settingsMutationsRecipientsMutation($input: UpdateAppointmentNotificationRecipientsInput!) {
    updateAppointmentNotificationRecipients(input: $input) {
      recipients
      agent {
        id
        appointmentNotificationRecipients
      }
    }
  }
`;
