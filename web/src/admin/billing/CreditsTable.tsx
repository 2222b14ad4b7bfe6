import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CreditsTable_query$data, CreditsTable_query$key } from '../../__generated__/CreditsTable_query.graphql';
import { formatDateTime, formatMoney, UNKNOWN } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import { LoadFailure } from '../../widgets/LoadFailure';
import { billingTypeLabel } from './billingForm';

type Credit = NonNullable<CreditsTable_query$data['agentCredits']>['edges'][number]['node'];

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : 0);

const COLUMNS: Column<Credit>[] = [
  { key: 'category', header: 'Type', cell: (c) => billingTypeLabel(c.category) },
  { key: 'used', header: 'Used', cell: (c) => (c.used ? 'Yes' : 'No') },
  { key: 'amount', header: 'Amount', cell: (c) => formatMoney(c.amount), align: 'end', sortValue: (c) => c.amount },
  {
    key: 'created',
    header: 'Created',
    cell: (c) => formatDateTime(c.created as string),
    nowrap: true,
    sortValue: (c) => time(c.created),
    firstDirection: 'desc',
  },
  { key: 'notes', header: 'Notes', cell: (c) => c.notes || UNKNOWN },
];

/** ADMIN-027 (API-087): the agent's past credits, newest first; a failure says ERR-073 in its place. */
export function CreditsTable({ query, onRetry, retrying }: { query: CreditsTable_query$key; onRetry: () => void; retrying: boolean }) {
  const data = useFragment(
    graphql`
      fragment CreditsTable_query on Query @argumentDefinitions(agentId: { type: "ID!" }) {
        agentCredits(agentId: $agentId) {
          edges {
            node {
              id
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
    query,
  );
  if (!data.agentCredits) return <LoadFailure text={MESSAGES.billingInfo} onRetry={onRetry} retrying={retrying} />;
  return (
    <DataTable
      label="Past credits"
      columns={COLUMNS}
      rows={data.agentCredits.edges.map((e) => e.node)}
      rowKey={(c) => c.id}
      defaultSort={{ key: 'created', direction: 'desc' }}
      paginated
    />
  );
}
