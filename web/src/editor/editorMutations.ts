import { graphql } from 'relay-runtime';

// Each payload carries the editor again, so every editor page refreshes in the same round trip.

/** EDITOR-007 (API-050): a section's changes become pending overrides. */
export const saveOverrideMutation = graphql`
  mutation editorMutationsSaveMutation($input: SaveOverrideInput!) {
    saveOverride(input: $input) {
      overrides {
        id
      }
      domainEditor {
        ...editorData_editor
      }
    }
  }
`;

/** EDITOR-009 (API-051): revert one field. */
export const deleteOverrideMutation = graphql`
  mutation editorMutationsDeleteMutation($input: DeleteOverrideInput!) {
    deleteOverride(input: $input) {
      domainEditor {
        ...editorData_editor
      }
    }
  }
`;

/** EDITOR-048 (API-057). */
export const logEditingMutation = graphql`
  mutation editorMutationsLogMutation($input: LogEditingInput!) {
    logEditing(input: $input) {
      domainName
      loggedAt
    }
  }
`;

/** EDITOR-046 (API-054): regenerate one category of stock copy. */
export const refreshCopyMutation = graphql`
  mutation editorMutationsRefreshCopyMutation($input: RefreshCopyInput!) {
    refreshCopy(input: $input) {
      domainName
      category
      refreshed
    }
  }
`;

/** EDITOR-047 (API-056). */
export const saveArticleBlacklistMutation = graphql`
  mutation editorMutationsArticleBlacklistMutation($input: SaveArticleBlacklistInput!) {
    saveArticleBlacklist(input: $input) {
      domainEditor {
        ...editorData_editor
      }
    }
  }
`;
