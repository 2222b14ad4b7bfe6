import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { DomainRendersTabQuery } from '../../__generated__/DomainRendersTabQuery.graphql';
import { formatDateTime } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';
import type { AgentTabProps } from '../agentTab';
import { RenderList, SuccessBadge } from './RenderList';
import { RENDER_WARNINGS } from './renderText';

type History = DomainRendersTabQuery['response']['domainRenders'][number];

function Warning({ text }: { text: string }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * ADMIN-011, ADMIN-056..058: the agent's active domains with their last render; a row's "Show renders" opens every
 * render of that domain below the table. Warns when there is no active domain or no render at all.
 */
export default function DomainRendersTab({ agentId, query }: AgentTabProps) {
  const data = useLazyLoadQuery<DomainRendersTabQuery>(
    graphql`
      query DomainRendersTabQuery($agentId: ID!) {
        domainRenders(agentId: $agentId) {
          id
          domain
          lastRenderTime
          lastRenderSuccess
          renders {
            __typename
          }
          ...RenderList_history
        }
      }
    `,
    { agentId },
    query,
  );
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const histories = data.domainRenders;
  if (histories.length === 0) return <Warning text={RENDER_WARNINGS.noActiveDomains} />;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns: Column<History>[] = [
    { key: 'domain', header: 'Domain', cell: (h) => h.domain, sortValue: (h) => h.domain, longText: true },
    {
      key: 'last',
      header: 'Last render',
      cell: (h) => (h.lastRenderTime ? formatDateTime(h.lastRenderTime) : 'Never'),
      nowrap: true,
      sortValue: (h) => (h.lastRenderTime ? Date.parse(String(h.lastRenderTime)) : 0),
      firstDirection: 'desc',
    },
    {
      key: 'success',
      header: 'Last render success',
      cell: (h) => (h.lastRenderSuccess == null ? '—' : <SuccessBadge success={h.lastRenderSuccess} />),
    },
    { key: 'count', header: 'Renders', cell: (h) => String(h.renders.length), align: 'end' },
  ];
  const noAttempts = histories.every((h) => h.renders.length === 0);

  return (
    <Stack gap="5">
      <Heading as="h3" size="md">
        Render attempts
      </Heading>
      {noAttempts && <Warning text={RENDER_WARNINGS.noAttempts} />}
      <DataTable
        label="Domain renders"
        columns={columns}
        rows={histories}
        rowKey={(h) => h.id}
        defaultSort={{ key: 'domain', direction: 'asc' }}
        actions={(h) => (
          <Button
            size="xs"
            variant="outline"
            aria-expanded={open.has(h.id)}
            aria-label={`${open.has(h.id) ? 'Hide' : 'Show'} renders of ${h.domain}`}
            onClick={() => toggle(h.id)}
          >
            {open.has(h.id) ? 'Hide renders' : 'Show renders'}
          </Button>
        )}
      />
      {histories
        .filter((h) => open.has(h.id))
        .map((h) => (
          <RenderList key={h.id} history={h} />
        ))}
    </Stack>
  );
}
