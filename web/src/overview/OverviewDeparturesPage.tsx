import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import dayjs from 'dayjs';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { OverviewDeparturesPageQuery } from '../__generated__/OverviewDeparturesPageQuery.graphql';
import { DataTable } from '../widgets/DataTable';
import type { OverviewDeparturesData } from './loaders';
import { OverviewHeading } from './OverviewHeading';
import { pageDescription, pageTitle } from './pages';

/** ROUTE-054, OVERVIEW-007: agents who left and cancelled domains, newest first (decision D-47). */
export default function OverviewDeparturesPage() {
  const { queryRef } = useLoaderData() as OverviewDeparturesData;
  const data = usePreloadedQuery<OverviewDeparturesPageQuery>(
    graphql`
      query OverviewDeparturesPageQuery {
        overview {
          departures {
            kind
            associateId
            agentName
            domainName
            date
            reason
          }
        }
      }
    `,
    queryRef,
  );
  const departures = data.overview?.departures ?? null;
  return (
    <Stack gap="6">
      <OverviewHeading title={pageTitle('departures')}>{pageDescription('departures')}</OverviewHeading>
      {!departures ? (
        <Text color="fg.error">{MESSAGES.generic}</Text>
      ) : (
        <DataTable
          label="Departures"
          paginated
          rows={departures}
          rowKey={(r) => `${r.kind}/${r.associateId}/${r.domainName ?? ''}`}
          columns={[
            { key: 'date', header: 'Date', cell: (r) => (r.date ? dayjs(r.date).format('MMM D, YYYY') : '—') },
            { key: 'kind', header: 'What', cell: (r) => (r.kind === 'agent' ? 'Agent left' : 'Domain cancelled') },
            { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
            { key: 'domain', header: 'Domain', longText: true, cell: (r) => r.domainName ?? '—' },
            { key: 'reason', header: 'Reason', cell: (r) => r.reason },
          ]}
        />
      )}
    </Stack>
  );
}
