import { Alert, Button, CloseButton, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type ProductType } from '@portal/rules';
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useLoaderData, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { cancelDomainMutation as CancelDomainMutation } from '../__generated__/cancelDomainMutation.graphql';
import type { changeProductTypeMutation as ChangeProductTypeMutation } from '../__generated__/changeProductTypeMutation.graphql';
import type { DomainsPageQuery } from '../__generated__/DomainsPageQuery.graphql';
import { trackSave } from '../saving';
import { cancelDomainMutation } from './cancelDomain';
import { CancelDomainDialog } from './CancelDomainDialog';
import { changeProductTypeMutation } from './changeProductType';
import { ChangeTypeDialog } from './ChangeTypeDialog';
import type { DomainsLoaderData } from './domainsLoader';
import { editorPath } from '../routes/editorPaths';
import { DomainTable, type DomainActionTarget, type DomainNode } from './DomainTable';
import { formFailureOf } from '../relay/formFailure';
import { MoveDomainDialog } from './MoveDomainDialog';
import { mutate } from '../relay/mutate';
import { domainStatsPath, pricingPath, purchasePath, transferPath, welcomePath } from '../routes/domainPaths';
import { RenderAttemptsDialog } from './RenderAttemptsDialog';
import { TypeChangeIndicator } from './TypeChangeIndicator';
import { useTypeChangeStatus } from './useTypeChangeStatus';
import { WhoisDialog } from './WhoisDialog';

/** What another page hands the list after a change (a purchase or a transfer). */
export interface DomainsPageState {
  notice?: string;
}

/** ROUTE-021, DOM-002: the agent's domains and what can be done with them. */
export default function DomainsPage() {
  const { queryRef } = useLoaderData() as DomainsLoaderData;
  const { agentID = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<DomainsPageQuery>(
    graphql`
      query DomainsPageQuery($associateId: ID!) {
        siteConfig {
          domainTransactionsEnabled
        }
        agent(associateId: $associateId) {
          id
          displayName
          domains {
            totalCount
          }
          ...DomainTable_agent
        }
      }
    `,
    queryRef,
  );
  const [target, setTarget] = useState<DomainActionTarget | null>(null);
  const [moving, setMoving] = useState(false);
  const [notice, setNotice] = useState<string | null>((location.state as DomainsPageState | null)?.notice ?? null);
  const { status, machine } = useTypeChangeStatus();

  // ERR-033 is in the alert bar; the route's error view offers a retry.
  // Without the list there is nothing to manage: the route's error view offers a retry (ERR-033).
  if (!data.agent?.domains) throw new Error(MESSAGES.domainsLoad);
  const transactions = data.siteConfig.domainTransactionsEnabled;
  const close = () => setTarget(null);

  const onAction = (next: DomainActionTarget) => {
    if (next.action === 'stats') navigate(domainStatsPath(agentID, next.domain.domainName));
    else if (next.action === 'edit') navigate(editorPath(agentID, next.domain.domainName));
    else setTarget(next);
  };

  const changeType = (domain: DomainNode, productType: string) => {
    close();
    setNotice(null);
    machine.start(domain.domainName);
    mutate<ChangeProductTypeMutation>(environment, changeProductTypeMutation, {
      input: { domainId: domain.id, productType: productType as ProductType },
    }).then(
      () => machine.succeed(),
      (error) => {
        const { fields } = formFailureOf(error, MESSAGES.domainChange);
        machine.fail(Object.values(fields)[0]?.[0] ?? null);
      },
    );
  };

  const cancel = (domain: DomainNode) => {
    close();
    setNotice(null);
    const { domainName } = domain;
    // The save-error dialog and the alert bar report a failure (ERR-034); the row shows Cancelled once it worked.
    trackSave(mutate<CancelDomainMutation>(environment, cancelDomainMutation, { input: { domainId: domain.id } }), {
      saving: `Cancelling ${domainName}…`,
      saved: `${domainName} was cancelled`,
    }).catch(() => undefined);
  };

  return (
    <Stack gap="6">
      <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Domains
          </Heading>
          <Text color="fg.muted">{data.agent.displayName}</Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          {transactions && (
            <>
              <Button asChild>
                <RouterLink to={purchasePath(agentID)}>Buy a domain</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={transferPath(agentID)}>Transfer a domain</RouterLink>
              </Button>
            </>
          )}
          <Button variant="outline" onClick={() => setMoving(true)}>
            Move a domain
          </Button>
        </Flex>
      </Flex>

      {notice && (
        <Alert.Root status="success" role="status" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss message" onClick={() => setNotice(null)} />
        </Alert.Root>
      )}
      <TypeChangeIndicator status={status} />

      <DomainTable
        agent={data.agent}
        onAction={onAction}
        empty={
          <>
            {'The '}
            <Link asChild colorPalette="blue">
              <RouterLink to={welcomePath(agentID)}>welcome page</RouterLink>
            </Link>
            {' walks you through getting your first domain.'}
          </>
        }
      />

      <Text>
        {'Compare the domain types and their prices on the '}
        <Link asChild colorPalette="blue">
          <RouterLink to={pricingPath(agentID)}>pricing page</RouterLink>
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
      {target?.action === 'whois' && (
        <WhoisDialog domainId={target.domain.id} domainName={target.domain.domainName} onClose={close} />
      )}
      {target?.action === 'renders' && (
        <RenderAttemptsDialog domainId={target.domain.id} domainName={target.domain.domainName} onClose={close} />
      )}
      {moving && (
        <MoveDomainDialog
          agentId={agentID}
          agentNodeId={data.agent.id}
          onClose={() => setMoving(false)}
          onMoved={(domainName, targetAgentId) => {
            setMoving(false);
            setNotice(`${domainName} was moved to agent ${targetAgentId}.`);
          }}
        />
      )}
    </Stack>
  );
}
