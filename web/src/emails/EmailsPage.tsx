import { Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, parkedRedirectMonthlyCost, PARKED_EMAIL_REDIRECT_PRICE, type ProductType } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { EmailsPage_redirects$key } from '../__generated__/EmailsPage_redirects.graphql';
import { requirePageData } from '../routes/failureText';
import { FormField } from '../widgets/FormField';
import { PageHeader } from '../widgets/PageHeader';
import { AddRedirectDialog } from './AddRedirectDialog';
import { DeleteRedirectDialog } from './DeleteRedirectDialog';
import { EditRedirectDialog } from './EditRedirectDialog';
import { useEmailsPageData } from './loaders';
import { useDeleteEmailRedirect, useTestEmailRedirect } from './mutations';
import { PopulateRedirectsDialog } from './PopulateRedirectsDialog';
import { monthlyCostText, redirectsOn } from './redirectForm';
import { RedirectTable, type RedirectAction, type RedirectNode } from './RedirectTable';
import { SuccessNotice } from '../widgets/SuccessNotice';

type Open = { action: 'add' | 'populate' } | { action: RedirectAction; redirect: RedirectNode } | null;

/** ROUTE-025, EMAIL-001..006: the agent's email redirects and what can be done with them. */
export default function EmailsPage() {
  // ERR-007 is in the alert bar; the page's failure notice offers a retry.
  const agent = requirePageData(useEmailsPageData().agent, MESSAGES.emailsLoad);
  return <EmailsContent agentId={agent.associateId} displayName={agent.displayName} agent={agent} />;
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
      fragment EmailsPage_redirects on Agent @throwOnFieldError {
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
  const [deleteRedirect] = useDeleteEmailRedirect();
  const [testRedirect] = useTestEmailRedirect();
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
  const initialDomain = openDomains.includes(filterDomain) ? filterDomain : '';

  const setFilter = (domainName: string) =>
    setParams(domainName ? { domain: domainName } : {}, { replace: true, preventScrollReset: true });

  const onAction = (action: RedirectAction, redirect: RedirectNode) => {
    setNotice(null);
    if (action === 'test') sendTest(redirect);
    else setOpen({ action, redirect });
  };

  const sendTest = (redirect: RedirectNode) => {
    setTesting(redirect.id);
    testRedirect({ input: { id: redirect.id } })
      .then(({ testEmailRedirect: { sent, emailRedirect } }) =>
        setNotice(
          sent
            ? `A test email was sent to ${emailRedirect.redirectAddress}; it should arrive at ${emailRedirect.realAddress} shortly.`
            : MESSAGES.emailTest,
        ),
      )
      .catch(() => undefined) // ERR-011 is in the alert bar.
      .finally(() => setTesting(null));
  };

  // The snackbar reports the delete; a failure opens the save-error dialog and the alert bar (ERR-012).
  const remove = (redirect: RedirectNode) => {
    deleteRedirect(
      { input: { id: redirect.id } },
      { save: { saving: `Deleting ${redirect.redirectAddress}…`, saved: `${redirect.redirectAddress} was deleted` } },
    ).catch(() => undefined);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Email redirects"
        description={displayName}
        actions={
          <>
            <Button onClick={() => setOpen({ action: 'add' })} disabled={openDomains.length === 0}>
              Add a redirect
            </Button>
            <Button variant="outline" onClick={() => setOpen({ action: 'populate' })} disabled={openDomains.length === 0}>
              Add several redirects
            </Button>
          </>
        }
      />

      <Text>
        {`Mail sent to a redirect address goes to its real address. Redirects on a parked domain cost $${PARKED_EMAIL_REDIRECT_PRICE} each per month. `}
        {monthlyCostText(cost)}
      </Text>

      <SuccessNotice text={notice} onDismiss={() => setNotice(null)} />

      <FormField label="Filter by domain">
        <NativeSelect.Root maxW="sm">
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
      </FormField>

      <RedirectTable redirects={shown} cancelledDomains={cancelled} testing={testing} onAction={onAction} />

      {open?.action === 'add' && (
        <AddRedirectDialog
          agentId={agentId}
          domains={openDomains}
          initialDomain={initialDomain}
          redirects={redirects}
          onClose={close}
          onDone={setNotice}
        />
      )}
      {open?.action === 'populate' && (
        <PopulateRedirectsDialog
          agentId={agentId}
          domains={openDomains}
          initialDomain={initialDomain}
          redirects={redirects}
          onClose={close}
          onDone={setNotice}
        />
      )}
      {open?.action === 'edit' && (
        <EditRedirectDialog redirect={open.redirect} redirects={redirects} onClose={close} onDone={setNotice} />
      )}
      {open?.action === 'delete' && (
        <DeleteRedirectDialog redirect={open.redirect} onClose={close} onConfirm={() => remove(open.redirect)} />
      )}
    </Stack>
  );
}
