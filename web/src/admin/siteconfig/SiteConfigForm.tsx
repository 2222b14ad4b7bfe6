import { Button, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useEffect, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SiteConfigForm_siteConfig$key } from '../../__generated__/SiteConfigForm_siteConfig.graphql';
import { Form } from '../../widgets/Form';
import { useKitForm } from '../../widgets/useKitForm';
import { DemoDomainsSection } from './DemoDomainsSection';
import { DemoUsersSection } from './DemoUsersSection';
import { DomainTransactionsSection } from './DomainTransactionsSection';
import { EditorMessageSection } from './EditorMessageSection';
import { useSaveSiteConfig } from './mutations';
import {
  siteConfigChanges,
  siteConfigFieldName,
  siteConfigFormErrors,
  siteConfigValuesOf,
  type SiteConfigValues,
} from './siteConfigForm';

/**
 * One form with one Save for every section (decision D-101): Save sends the sections that changed, Reset brings back
 * the loaded values.
 */
export function SiteConfigForm({ siteConfig: key }: { siteConfig: SiteConfigForm_siteConfig$key }) {
  const config = useFragment(
    graphql`
      fragment SiteConfigForm_siteConfig on SiteConfig {
        domainTransactionsEnabled
        editorMessage
        demoDomains
        demoUsers {
          title
          subtext
          associateId
        }
      }
    `,
    key,
  );
  const loaded = useMemo(() => {
    const { domainTransactionsEnabled, editorMessage, demoDomains, demoUsers } = config;
    const users = demoUsers.map(({ title, subtext, associateId }) => ({ title, subtext, associateId }));
    return siteConfigValuesOf({ domainTransactionsEnabled, editorMessage, demoDomains, demoUsers: users });
  }, [config]);
  const [save] = useSaveSiteConfig();
  const form = useKitForm<SiteConfigValues>({
    defaultValues: loaded,
    validate: siteConfigFormErrors,
    failureText: MESSAGES.siteConfigSave,
    serverFields: siteConfigFieldName,
    onSubmit: async (values) => {
      const answer = await save(siteConfigChanges(loaded, values));
      form.reset(siteConfigValuesOf(answer.saveSiteConfig.siteConfig));
    },
  });
  // The network's answer (store-and-network) or another save replaces the loaded values; edits in progress stay.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(loaded);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new loaded config resets the form
  }, [loaded]);
  const changed = Object.keys(siteConfigChanges(loaded, form.watch())).length > 0;

  return (
    <Form
      form={form}
      label="Site settings"
      gap="6"
      submitLabel="Save"
      busyLabel="Saving"
      submitDisabled={!changed}
      // Issue #26: Save stays in reach at the bottom of the toolbox however long the lists are.
      stickyActions
      secondary={
        <Button variant="outline" disabled={!changed || form.busy} onClick={() => form.reset(loaded)}>
          Reset
        </Button>
      }
      status={
        <Text fontSize="sm" color="fg.muted" role="status">
          {changed ? 'Changes not saved yet.' : ''}
        </Text>
      }
    >
      <DomainTransactionsSection />
      <DemoDomainsSection />
      <DemoUsersSection />
      <EditorMessageSection />
    </Form>
  );
}
