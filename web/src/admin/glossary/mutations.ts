import { graphql } from 'relay-runtime';
import type { mutationsAddBuiltInGlossaryTermsMutation } from '../../__generated__/mutationsAddBuiltInGlossaryTermsMutation.graphql';
import type { mutationsCreateGlossaryTermMutation } from '../../__generated__/mutationsCreateGlossaryTermMutation.graphql';
import type { mutationsDeleteGlossaryTermMutation } from '../../__generated__/mutationsDeleteGlossaryTermMutation.graphql';
import type { mutationsUpdateGlossaryTermMutation } from '../../__generated__/mutationsUpdateGlossaryTermMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

// Each payload carries the glossary read again (same id as the tab's), so the table and the popups refresh in place.

/** GLOSS-016, GLOSS-019 (API-102). */
export function useCreateGlossaryTerm() {
  return useKitMutation<mutationsCreateGlossaryTermMutation>(graphql`
    mutation mutationsCreateGlossaryTermMutation($input: GlossaryTermInput!) {
      createGlossaryTerm(input: $input) {
        glossary {
          id
          ...GlossaryTermsTable_glossary
        }
      }
    }
  `);
}

/** GLOSS-015 (API-103). */
export function useUpdateGlossaryTerm() {
  return useKitMutation<mutationsUpdateGlossaryTermMutation>(graphql`
    mutation mutationsUpdateGlossaryTermMutation($termId: ID!, $input: GlossaryTermInput!) {
      updateGlossaryTerm(termId: $termId, input: $input) {
        glossary {
          id
          ...GlossaryTermsTable_glossary
        }
      }
    }
  `);
}

/** GLOSS-017 (API-104, then API-101). */
export function useDeleteGlossaryTerm() {
  return useKitMutation<mutationsDeleteGlossaryTermMutation>(graphql`
    mutation mutationsDeleteGlossaryTermMutation($termId: ID!) {
      deleteGlossaryTerm(termId: $termId) {
        glossary {
          id
          ...GlossaryTermsTable_glossary
        }
      }
    }
  `);
}

/** GLOSS-018: the missing built-in keys, and how many were added. */
export function useAddBuiltInGlossaryTerms() {
  return useKitMutation<mutationsAddBuiltInGlossaryTermsMutation>(graphql`
    mutation mutationsAddBuiltInGlossaryTermsMutation {
      addBuiltInGlossaryTerms {
        added
        glossary {
          id
          ...GlossaryTermsTable_glossary
        }
      }
    }
  `);
}
