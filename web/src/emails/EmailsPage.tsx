import { Alert, Button, CloseButton, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, parkedRedirectMonthlyCost, PARKED_EMAIL_REDIRECT_PRICE, type ProductType } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { emailMutationsDeleteMutation } from '../__generated__/emailMutationsDeleteMutation.graphql';
import type { emailMutationsTestMutation } from '../__generated__/emailMutationsTestMutation.graphql';
import type { EmailsPage_redirects$key } from '../__generated__/EmailsPage_redirects.graphql';
import type { EmailsPageQuery } from '../__generated__/EmailsPageQuery.graphql';
import { mutate } from '../relay/mutate';
import { trackSave } from '../saving';
import { AddRedirectDialog } from './AddRedirectDialog';
import { DeleteRedirectDialog } from './DeleteRedirectDialog';
import { EditRedirectDialog } from './EditRedirectDialog';
import { deleteRedirectMutation, testRedirectMutation } from './emailMutations';
import type { EmailsLoaderData } from './emailsLoader';
import { PopulateRedirectsDialog } from './PopulateRedirectsDialog';
import { monthlyCostText, redirectsOn } from './redirectForm';
import { RedirectTable, type RedirectAction, type RedirectNode } from './RedirectTable';

export interface DomainChoice {
  domainName: string;
  isCancelled: boolean;
}

type Open = { action: 'add' | 'populate' } | { action: RedirectAction; redirect: RedirectNode } | null;

/** ROUTE-025, EMAIL-001..006: the agent's email redirects and what can be done with them. */
export default function EmailsPage() {
  const { queryRef } = useLoaderData() as EmailsLoaderData;
  const data = usePreloadedQuery<EmailsPageQuery>(
    graphql`
      query EmailsPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          id
          associateId
          displayName
          ...EmailsPage_redirects
        }
      }
    `,
    queryRef,
  );
  // ERR-007 is in the alert bar; the route's error view offers a retry.
  if (!data.agent) throw new Error(MESSAGES.emailsLoad);
  return <EmailsContent agentId={data.agent.associateId} displayName={data.agent.displayName} agent={data.agent} />;
}

function EmailsContent({
  agentId,
  displayName,
  agent,
}: {
  agentId: string;
  displayName: string;
  agent: EmailsPage_redirects$key;
}) {
  const data = useFragment(
    graphql`
      fragment EmailsPage_redirects on Agent {
        domains {
          edges {
            node {
              id
              domainName
              productType
              isCancelled
            }
          }
        }
        emailRedirects {
          totalCount
          edges {
            node {
              id
              domainName
              redirectAddress
              realAddress
            }
          }
        }
      }
    `,
    agent,
  );
  const environment = useRelayEnvironment();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  const domains = (data.domains?.edges ?? []).map((e) => e.node);
  const redirects = data.emailRedirects.edges.map((e) => e.node);
  const cancelled = new Set(domains.filter((d) => d.isCancelled).map((d) => d.domainName));
  const openDomains = domains.filter((d) => !d.isCancelled).map((d) => d.domainName);
  const filterDomain = params.get('domain') ?? '';
  const shown = redirectsOn(redirects, filterDomain);
  const cost = parkedRedirectMonthlyCost(
    redirects,
    domains.map((d) => ({ ...d, productType: d.productType as ProductType })),
  );
  const close = () => setOpen(null);

  const setFilter = (domainName: string) =>
    setParams(domainName ? { domain: domainName } : {}, { replace: true, preventScrollReset: true });

  const onAction = (action: RedirectAction, redirect: RedirectNode) => {
    setNotice(null);
    if (action === 'test') void sendTest(redirect);
    else setOpen({ action, redirect });
  };

  const sendTest = async (redirect: RedirectNode) => {
    setTesting(redirect.id);
    try {
      const { testEmailRedirect } = await mutate<emailMutationsTestMutation>(environment, testRedirectMutation, {
        input: { id: redirect.id },
      });
      const { redirectAddress, realAddress } = testEmailRedirect.emailRedirect;
      setNotice(
        testEmailRedirect.sent
          ? `A test email was sent to ${redirectAddress}; it should arrive at ${realAddress} shortly.`
          : MESSAGES.emailTest,
      );
    } catch {
      // ERR-011 is in the alert bar.
    } finally {
      setTesting(null);
    }
  };

  const remove = (redirect: RedirectNode) => {
    close();
    // The save-error dialog and the alert bar report a failure (ERR-012).
    trackSave(mutate<emailMutationsDeleteMutation>(environment, deleteRedirectMutation, { input: { id: redirect.id } }), {
      saving: `Deleting ${redirect.redirectAddress}…`,
      saved: `${redirect.redirectAddress} was deleted`,
    }).catch(() => undefined);
  };

  const added = (text: string) => {
    close();
    setNotice(text);
  };

  return (
    <Stack gap="6">
      <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Email redirects
          </Heading>
          <Text color="fg.muted">{displayName}</Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          <Button onClick={() => setOpen({ action: 'add' })} disabled={openDomains.length === 0}>
            Add a redirect
          </Button>
          <Button variant="outline" onClick={() => setOpen({ action: 'populate' })} disabled={openDomains.length === 0}>
            Add several redirects
          </Button>
        </Flex>
      </Flex>

      <Text>
        {`Mail sent to a redirect address goes to its real address. Redirects on a parked domain cost $${PARKED_EMAIL_REDIRECT_PRICE} each per month. `}
        {monthlyCostText(cost)}
      </Text>

      {notice && (
        <Alert.Root status="success" role="status" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss message" onClick={() => setNotice(null)} />
        </Alert.Root>
      )}

      <Field.Root maxW="sm">
        <Field.Label>Filter by domain</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={filterDomain} onChange={(e) => setFilter(e.target.value)}>
            <option value="">All domains</option>
            {domains.map((d) => (
              <option key={d.id} value={d.domainName}>
                {d.isCancelled ? `${d.domainName} (cancelled)` : d.domainName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <RedirectTable redirects={shown} cancelledDomains={cancelled} testing={testing} onAction={onAction} />

      {open?.action === 'add' && (
        <AddRedirectDialog
          agentId={agentId}
          domains={openDomains}
          initialDomain={openDomains.includes(filterDomain) ? filterDomain : ''}
          redirects={redirects}
          onClose={close}
          onAdded={(address) => added(`${address} was added.`)}
        />
      )}
      {open?.action === 'populate' && (
        <PopulateRedirectsDialog
          agentId={agentId}
          domains={openDomains}
          initialDomain={openDomains.includes(filterDomain) ? filterDomain : ''}
          redirects={redirects}
          onClose={close}
          onAdded={(count, domainName) => added(`${count} redirects were added to ${domainName}.`)}
        />
      )}
      {open?.action === 'edit' && (
        <EditRedirectDialog
          redirect={open.redirect}
          redirects={redirects}
          onClose={close}
          onSaved={(address) => added(`${address} was saved.`)}
        />
      )}
      {open?.action === 'delete' && (
        <DeleteRedirectDialog redirect={open.redirect} onClose={close} onConfirm={() => remove(open.redirect)} />
      )}
    </Stack>
  );
}
