import { Button, EmptyState, Link, Menu, Portal, Text, VisuallyHidden, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { DomainTable_agent$data, DomainTable_agent$key } from '../__generated__/DomainTable_agent.graphql';
import { productTypeLabel } from '../lib/format';
import { DataTable, type Column } from '../widgets/DataTable';
import { domainStatus } from './domainStatus';
import { DomainStatusBadge } from './DomainStatusBadge';
import { PATHS } from '../routes/paths';

export type DomainNode = NonNullable<DomainTable_agent$data['domains']>['edges'][number]['node'];

type DomainAction = 'edit' | 'changeType' | 'cancel' | 'pages' | 'whois' | 'renders' | 'stats';

/** What a row's action is about: the domain and the fragment refs its dialogs read. */
export interface DomainActionTarget {
  action: DomainAction;
  domain: DomainNode;
}

/** Parked domains only redirect, so they have no site to edit (decision D-51). */
const isEditable = (domain: DomainNode) => domain.productType !== 'parked' && !domain.isCancelled;

function DomainActions({ domain, onAction }: { domain: DomainNode; onAction: (target: DomainActionTarget) => void }) {
  return (
    <Menu.Root onSelect={(details) => onAction({ action: details.value as DomainAction, domain })}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          Actions<VisuallyHidden>{` for ${domain.domainName}`}</VisuallyHidden>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" disabled={!isEditable(domain)}>
              Edit site
            </Menu.Item>
            <Menu.Item value="changeType" disabled={domain.isCancelled}>
              Change type
            </Menu.Item>
            <Menu.Item value="cancel" disabled={domain.isCancelled}>
              Cancel
            </Menu.Item>
            <Menu.Item value="pages">Site pages</Menu.Item>
            <Menu.Item value="whois">Whois</Menu.Item>
            <Menu.Item value="renders">Render attempts</Menu.Item>
            <Menu.Item value="stats">Stats</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * DOM-002: the agent's domains, cancelled ones included, sortable by name, type and state. A domain name never wraps
 * inside itself: on a phone the table scrolls sideways in its region instead (issue #9).
 */
export function DomainTable({
  agent,
  agentId,
  onAction,
  empty,
}: {
  agent: DomainTable_agent$key;
  agentId: string;
  onAction: (target: DomainActionTarget) => void;
  /** What an agent without domains is told (the list then shows no table). */
  empty: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment DomainTable_agent on Agent {
        domains {
          edges {
            node {
              id
              domainName
              productType
              isCancelled
              active
              ...ChangeTypeDialog_domain
              ...CancelDomainDialog_domain
            }
          }
        }
      }
    `,
    agent,
  );
  const domains = (data.domains?.edges ?? []).map((edge) => edge.node);
  if (domains.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No domains yet</EmptyState.Title>
            <EmptyState.Description>{empty}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const columns: Column<DomainNode>[] = [
    {
      key: 'domain',
      header: 'Domain',
      sortValue: (d) => d.domainName,
      cell: (d) =>
        isEditable(d) ? (
          <Link asChild fontWeight="medium" whiteSpace="nowrap" colorPalette="blue">
            <RouterLink to={PATHS.editor.href({ agentID: agentId, domainName: d.domainName })} title="Edit the site">
              {d.domainName}
            </RouterLink>
          </Link>
        ) : (
          <Text as="span" fontWeight="medium" whiteSpace="nowrap">
            {d.domainName}
          </Text>
        ),
    },
    {
      key: 'type',
      header: 'Type',
      sortValue: (d) => productTypeLabel(d.productType),
      cell: (d) => <Text as="span" whiteSpace="nowrap">{productTypeLabel(d.productType)}</Text>,
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (d) => domainStatus(d),
      cell: (d) => <DomainStatusBadge domain={d} />,
    },
  ];

  return (
    <DataTable
      label="Domains"
      columns={columns}
      rows={domains}
      rowKey={(d) => d.id}
      actions={(d) => <DomainActions domain={d} onAction={onAction} />}
    />
  );
}
