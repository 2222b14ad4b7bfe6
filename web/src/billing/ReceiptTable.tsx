import { Link } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceiptTable_agent$data, ReceiptTable_agent$key } from '../__generated__/ReceiptTable_agent.graphql';
import { formatDate, formatMoney, UNKNOWN } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { DataTable, type Column } from '../widgets/DataTable';
import { PATHS } from '../routes/paths';

type ReceiptNode = NonNullable<ReceiptTable_agent$data['receipts']>['edges'][number]['node'];

/** BILL-001: the billing history, newest first; each date opens its receipt (BILL-002). */
export function ReceiptTable({ agent, agentId }: { agent: ReceiptTable_agent$key; agentId: string }) {
  const data = useFragment(
    graphql`
      fragment ReceiptTable_agent on Agent @throwOnFieldError {
        receipts {
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
  const receipts = requirePageData(data.receipts, MESSAGES.billingInfo).edges.map((e) => e.node);

  const columns: Column<ReceiptNode>[] = [
    {
      key: 'date',
      header: 'Date',
      cell: (r) => (
        <Link asChild colorPalette="blue" whiteSpace="nowrap">
          <RouterLink to={PATHS.receipt.href({ agentID: agentId, receiptId: r.receiptId })} aria-label={`Receipt ${r.receiptId} of ${formatDate(r.created)}`}>
            {formatDate(r.created)}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'category', header: 'Category', cell: (r) => r.category },
    { key: 'amount', header: 'Amount', align: 'end', cell: (r) => formatMoney(r.amount) },
    { key: 'used', header: 'Paid with', cell: (r) => r.used ?? UNKNOWN },
    { key: 'notes', header: 'Notes', longText: true, cell: (r) => r.notes ?? '' },
  ];

  return <DataTable label="Receipts" columns={columns} rows={receipts} rowKey={(r) => r.id} />;
}
