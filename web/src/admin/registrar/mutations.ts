import { graphql } from 'relay-runtime';
import type { mutationsRefreshAuthcodeMutation } from '../../__generated__/mutationsRefreshAuthcodeMutation.graphql';
import type { mutationsToggleTransferMarkMutation } from '../../__generated__/mutationsToggleTransferMarkMutation.graphql';
import type { mutationsUpdateRegistrarContactMutation } from '../../__generated__/mutationsUpdateRegistrarContactMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

// Each payload carries the registrar data (by id), so the card refreshes in the same round trip.

/** ADMIN-041 (API-098). */
export function useUpdateRegistrarContact() {
  return useKitMutation<mutationsUpdateRegistrarContactMutation>(graphql`
    mutation mutationsUpdateRegistrarContactMutation($input: UpdateRegistrarContactInput!) {
      updateRegistrarContact(input: $input) {
        registrar {
          ...RegistrarCard_registrar
        }
      }
    }
  `);
}

/** ADMIN-042 (API-099). */
export function useRefreshAuthcode() {
  return useKitMutation<mutationsRefreshAuthcodeMutation>(graphql`
    mutation mutationsRefreshAuthcodeMutation($input: RegistrarDomainInput!) {
      refreshAuthcode(input: $input) {
        registrar {
          ...RegistrarCard_registrar
        }
      }
    }
  `);
}

/** ADMIN-043 (API-100). */
export function useToggleTransferMark() {
  return useKitMutation<mutationsToggleTransferMarkMutation>(graphql`
    mutation mutationsToggleTransferMarkMutation($input: RegistrarDomainInput!) {
      toggleTransferMark(input: $input) {
        registrar {
          ...RegistrarCard_registrar
        }
      }
    }
  `);
}
