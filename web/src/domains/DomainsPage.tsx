import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type ProductType } from '@portal/rules';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { serverFailureOf } from '../lib/formErrors';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { CancelDomainDialog } from './CancelDomainDialog';
import { ChangeTypeDialog } from './ChangeTypeDialog';
import { DomainTable, type DomainActionTarget, type DomainNode } from './DomainTable';
import { useDomainsPageData } from './loaders';
import { useCancelDomain, useChangeProductType } from './mutations';
import { RenderAttemptsDialog } from './RenderAttemptsDialog';
import { SitePagesDialog } from './SitePagesDialog';
import { TypeChangeIndicator } from './TypeChangeIndicator';
import { useTypeChangeStatus } from './useTypeChangeStatus';
import { WhoisDialog } from './WhoisDialog';
import { PATHS } from '../routes/paths';
import { SuccessNotice } from '../widgets/SuccessNotice';

/** What another page hands the list after a change (a purchase or a transfer). */
export interface DomainsPageState {
  notice?: string;
}

/** ROUTE-021, DOM-002: the agent's domains and what can be done with them. */
export default function DomainsPage() {
  const data = useDomainsPageData();
  const agent = requirePageData(data.agent, MESSAGES.domainsLoad);
  // Without the list there is nothing to manage: ERR-033 is in the alert bar, the page's failure notice offers a retry.
  requirePageData(agent.domains, MESSAGES.domainsLoad);
  const { agentID = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [changeProductType] = useChangeProductType();
  const [cancelDomain] = useCancelDomain();
  const [target, setTarget] = useState<DomainActionTarget | null>(null);
  const [notice, setNotice] = useState<string | null>((location.state as DomainsPageState | null)?.notice ?? null);
  const { status, machine } = useTypeChangeStatus();

  const transactions = data.siteConfig.domainTransactionsEnabled;
  const close = () => setTarget(null);

  const onAction = (next: DomainActionTarget) => {
    if (next.action === 'stats') navigate(PATHS.domainStats.href({ agentID, domainName: next.domain.domainName }));
    else if (next.action === 'edit') navigate(PATHS.editor.href({ agentID, domainName: next.domain.domainName }));
    else setTarget(next);
  };

  const changeType = (domain: DomainNode, productType: string) => {
    close();
    setNotice(null);
    machine.start(domain.domainName);
    changeProductType({ input: { domainId: domain.id, productType: productType as ProductType } }).then(
      () => machine.succeed(),
      (error: unknown) => {
        // ERR-036 is the indicator's text; a reason the gateway gave with the refusal shows under it.
        const { fields } = serverFailureOf(error, MESSAGES.domainChange, () => true);
        machine.fail(Object.values(fields)[0]?.[0] ?? null);
      },
    );
  };

  // The snackbar reports the cancel; a failure opens the save-error dialog and the alert bar (ERR-034).
  const cancel = (domain: DomainNode) => {
    setNotice(null);
    const { domainName } = domain;
    cancelDomain(
      { input: { domainId: domain.id } },
      { save: { saving: `Cancelling ${domainName}…`, saved: `${domainName} was cancelled` } },
    ).catch(() => undefined);
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Domains"
        description={agent.displayName}
        actions={
          <>
            {transactions && (
              <>
                <Button asChild>
                  <RouterLink to={PATHS.purchase.href({ agentID })}>Buy a domain</RouterLink>
                </Button>
                <Button asChild variant="outline">
                  <RouterLink to={PATHS.transfer.href({ agentID })}>Transfer a domain</RouterLink>
                </Button>
              </>
            )}
          </>
        }
      />

      <SuccessNotice text={notice} onDismiss={() => setNotice(null)} />
      <TypeChangeIndicator status={status} />

      <DomainTable
        agent={agent}
        agentId={agentID}
        onAction={onAction}
        empty={
          <>
            {'The '}
            <Link asChild colorPalette="blue">
              <RouterLink to={PATHS.welcome.href({ agentID })}>welcome page</RouterLink>
            </Link>
            {' walks you through getting your first domain.'}
          </>
        }
      />

      <Text>
        {'Compare the domain types and their prices on the '}
        <Link asChild colorPalette="blue">
          <RouterLink to={PATHS.pricing.href({ agentID })}>pricing page</RouterLink>
        </Link>
        .
      </Text>

      {target?.action === 'changeType' && (
        <ChangeTypeDialog
          domain={target.domain}
          onClose={close}
          onSubmit={(productType) => changeType(target.domain, productType)}
        />
      )}
      {target?.action === 'cancel' && (
        <CancelDomainDialog domain={target.domain} onClose={close} onConfirm={() => cancel(target.domain)} />
      )}
      {target?.action === 'pages' && (
        <SitePagesDialog domainId={target.domain.id} domainName={target.domain.domainName} onClose={close} />
      )}
      {target?.action === 'whois' && (
        <WhoisDialog domainId={target.domain.id} domainName={target.domain.domainName} onClose={close} />
      )}
      {target?.action === 'renders' && (
        <RenderAttemptsDialog domainId={target.domain.id} domainName={target.domain.domainName} onClose={close} />
      )}
    </Stack>
  );
}
