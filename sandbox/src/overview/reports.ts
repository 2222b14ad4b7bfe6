import type { Db } from '../db/module';
import { listAgentNames } from './access';
import { pendingRows } from './queue';
import { listAllDomains } from './traffic';

export interface Report {
  key: string;
  title: string;
  description: string;
  columns: { key: string; label: string }[];
  rows: Record<string, string | number>[];
}

const PRODUCT_TYPES = ['parked', 'sf_microsite', 'm1', 'm2'] as const;

type DomainRow = ReturnType<typeof listAllDomains>[number];

/** The columns and counts of the two domain reports: live, not yet live and cancelled. */
const STATE_COLUMNS = [
  { key: 'live', label: 'Live' },
  { key: 'not_live', label: 'Not yet live' },
  { key: 'cancelled', label: 'Cancelled' },
];

function stateCounts(domains: readonly DomainRow[]) {
  return {
    live: domains.filter((d) => !d.is_cancelled && d.active).length,
    not_live: domains.filter((d) => !d.is_cancelled && !d.active).length,
    cancelled: domains.filter((d) => d.is_cancelled).length,
  };
}

/** The overview's reports (decision D-47): tables a supervisor reads or downloads. */
export function listReports(db: Db): Report[] {
  const domains = listAllDomains(db);
  const agents = listAgentNames(db);
  const queue = pendingRows(db);
  return [
    {
      key: 'agent-domains',
      title: 'Agents and their domains',
      description: 'Live, not yet live and cancelled domains of each agent.',
      columns: [
        { key: 'associate_id', label: 'Associate ID' },
        { key: 'agent_name', label: 'Agent' },
        ...STATE_COLUMNS,
      ],
      rows: agents.map(({ associate_id, agent_name }) => {
        const own = domains.filter((d) => d.associate_id === associate_id);
        return {
          associate_id,
          agent_name,
          ...stateCounts(own),
        };
      }),
    },
    {
      key: 'domain-types',
      title: 'Domains by product type',
      description: 'How many domains of each product type are live, not yet live or cancelled.',
      columns: [
        { key: 'product_type', label: 'Product type' },
        ...STATE_COLUMNS,
      ],
      rows: PRODUCT_TYPES.map((type) => {
        const own = domains.filter((d) => d.product_type === type);
        return {
          product_type: type,
          ...stateCounts(own),
        };
      }),
    },
    {
      key: 'pending-content',
      title: 'Pending content by agent',
      description: 'Content changes waiting for approval, per agent.',
      columns: [
        { key: 'associate_id', label: 'Associate ID' },
        { key: 'agent_name', label: 'Agent' },
        { key: 'pending', label: 'Pending changes' },
        { key: 'oldest', label: 'Waiting since' },
      ],
      rows: agents.map(({ associate_id, agent_name }) => {
        const own = queue.filter((q) => q.associate_id === associate_id);
        return { associate_id, agent_name, pending: own.length, oldest: own[0]?.time ?? '' };
      }),
    },
  ];
}
