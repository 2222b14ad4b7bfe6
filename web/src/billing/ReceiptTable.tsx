import { Box, EmptyState, Link, Table, VStack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ReceiptTable_agent$key } from '../__generated__/ReceiptTable_agent.graphql';
import { formatDay, formatDollars } from '../lib/billingFormat';
import { receiptPath } from './paths';

/** BILL-001: the billing history, newest first; each row opens its receipt (BILL-002). */
export function ReceiptTable({ agent, agentId }: { agent: ReceiptTable_agent$key; agentId: string }) {
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment ReceiptTable_agent on Agent {
        receipts {
          totalCount
          edges {
            node {
              id
              receiptId
              category
              used
              amount
              created
              notes
            }
          }
        }
      }
    `,
    agent,
  );
  const edges = data.receipts?.edges ?? [];
  if (edges.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No items found</EmptyState.Title>
            <EmptyState.Description>Receipts appear here once you have been billed.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Receipts" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Date</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Category</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Amount
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Paid with</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Notes</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {edges.map(({ node }) => {
            const to = receiptPath(agentId, node.receiptId);
            return (
              <Table.Row key={node.id} cursor="pointer" onClick={() => navigate(to)}>
                <Table.Cell>
                  <Link asChild colorPalette="blue" onClick={(e) => e.stopPropagation()}>
                    <RouterLink to={to} aria-label={`Receipt ${node.receiptId} of ${formatDay(node.created)}`}>
                      {formatDay(node.created)}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{node.category}</Table.Cell>
                <Table.Cell textAlign="end">{formatDollars(node.amount)}</Table.Cell>
                <Table.Cell>{node.used ?? '—'}</Table.Cell>
                <Table.Cell>{node.notes ?? ''}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
