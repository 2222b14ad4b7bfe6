import { graphql } from 'relay-runtime';
import type { mutationsAddNoteMutation } from '../../__generated__/mutationsAddNoteMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

/** ADMIN-028 (API-093): the payload reads page 1 again, so the table shows the new note in the same round trip. */
export function useAddNote() {
  return useKitMutation<mutationsAddNoteMutation>(graphql`
    mutation mutationsAddNoteMutation($input: AddNoteInput!) {
      addNote(input: $input) {
        note {
          id
        }
        notes {
          id
          ...NotesTable_notes
        }
      }
    }
  `);
}
