import { MESSAGES } from '@portal/rules';
import { graphql } from 'relay-runtime';
import type { mutationsSaveSiteConfigMutation } from '../../__generated__/mutationsSaveSiteConfigMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';
import type { SiteConfigChanges } from './siteConfigForm';

/** ADMIN-052..055 (API-003), ERR-004 on failure. */
export function useSaveSiteConfig() {
  const [commit, inFlight] = useKitMutation<mutationsSaveSiteConfigMutation>(graphql`
    mutation mutationsSaveSiteConfigMutation($input: SiteConfigInput!) {
      saveSiteConfig(input: $input) {
        siteConfig {
          ...SiteConfigForm_siteConfig
          domainTransactionsEnabled
          editorMessage
          demoDomains
          demoUsers {
            title
            subtext
            associateId
          }
        }
      }
    }
  `);
  const save = (input: SiteConfigChanges) =>
    commit(
      { input },
      {
        save: { saving: 'Saving site settings…', saved: 'Site settings saved', failure: MESSAGES.siteConfigSave },
        // The site config has no id: the saved one becomes the root's, so every page that reads it sees the change.
        updater: (store) => {
          const saved = store.getRootField('saveSiteConfig')?.getLinkedRecord('siteConfig');
          if (saved) store.getRoot().setLinkedRecord(saved, 'siteConfig');
        },
      },
    );
  return [save, inFlight] as const;
}
