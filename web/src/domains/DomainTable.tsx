import { Box, EmptyState, Table, Text, VStack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DomainTable_agent$data, DomainTable_agent$key } from '../__generated__/DomainTable_agent.graphql';
import { DomainRow, type DomainAction } from './DomainRow';

export type DomainNode = NonNullable<DomainTable_agent$data['domains']>['edges'][number]['node'];

/** What a row's action is about: the domain and the fragment refs its dialogs read. */
export interface DomainActionTarget {
  action: DomainAction;
  domain: DomainNode;
}

function useDomainEdges(agent: DomainTable_agent$key) {
  const data = useFragment(
    graphql`
      fragment DomainTable_agent on Agent {
        domains {
          totalCount
          edges {
            node {
              id
              domainName
              ...DomainRow_domain
              ...ChangeTypeDialog_domain
              ...CancelDomainDialog_domain
            }
          }
        }
      }
    `,
    agent,
  );
  return data.domains?.edges ?? null;
}

/** DOM-002: the agent's domains by name, cancelled ones included. */
export function DomainTable({
  agent,
  onAction,
  empty,
}: {
  agent: DomainTable_agent$key;
  onAction: (target: DomainActionTarget) => void;
  empty: ReactNode;
}) {
  const edges = useDomainEdges(agent);
  // ERR-033 is in the alert bar too.
  if (edges === null) return <Text color="fg.error">{MESSAGES.domainsLoad}</Text>;
  if (edges.length === 0) {
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
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Domains" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Domain</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {edges.map(({ node }) => (
            <DomainRow key={node.id} domain={node} onAction={(action) => onAction({ action, domain: node })} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
