import { graphql } from 'relay-runtime';
import type { mutationsDeleteOverrideMutation } from '../__generated__/mutationsDeleteOverrideMutation.graphql';
import type { mutationsLogEditingMutation } from '../__generated__/mutationsLogEditingMutation.graphql';
import type { mutationsRefreshCopyMutation } from '../__generated__/mutationsRefreshCopyMutation.graphql';
import type { mutationsSaveArticleBlacklistMutation } from '../__generated__/mutationsSaveArticleBlacklistMutation.graphql';
import type { mutationsSaveOverrideMutation } from '../__generated__/mutationsSaveOverrideMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// Each payload that changes content carries the editor again, so every editor page refreshes in the same round trip.

/** EDITOR-007 (API-050): a section's changes become pending overrides. */
export function useSaveOverride() {
  return useKitMutation<mutationsSaveOverrideMutation>(graphql`
    mutation mutationsSaveOverrideMutation($input: SaveOverrideInput!) {
      saveOverride(input: $input) {
        overrides {
          id
        }
        domainEditor {
          ...editorData_editor
        }
      }
    }
  `);
}

/** EDITOR-009 (API-051): revert one field. */
export function useDeleteOverride() {
  return useKitMutation<mutationsDeleteOverrideMutation>(graphql`
    mutation mutationsDeleteOverrideMutation($input: DeleteOverrideInput!) {
      deleteOverride(input: $input) {
        domainEditor {
          ...editorData_editor
        }
      }
    }
  `);
}

/** EDITOR-048 (API-057). */
export function useLogEditing() {
  return useKitMutation<mutationsLogEditingMutation>(graphql`
    mutation mutationsLogEditingMutation($input: LogEditingInput!) {
      logEditing(input: $input) {
        domainName
        loggedAt
      }
    }
  `);
}

/** EDITOR-046 (API-054): regenerate one category of stock copy. */
export function useRefreshCopy() {
  return useKitMutation<mutationsRefreshCopyMutation>(graphql`
    mutation mutationsRefreshCopyMutation($input: RefreshCopyInput!) {
      refreshCopy(input: $input) {
        domainName
        category
        refreshed
      }
    }
  `);
}

/** EDITOR-047 (API-056). */
export function useSaveArticleBlacklist() {
  return useKitMutation<mutationsSaveArticleBlacklistMutation>(graphql`
    mutation mutationsSaveArticleBlacklistMutation($input: SaveArticleBlacklistInput!) {
      saveArticleBlacklist(input: $input) {
        domainEditor {
          ...editorData_editor
        }
      }
    }
  `);
}
