import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewDeparturesPage_overview$key } from '../__generated__/OverviewDeparturesPage_overview.graphql';
import { formatDate, UNKNOWN } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { DataTable } from '../widgets/DataTable';
import { PageHeader } from '../widgets/PageHeader';
import { useOverviewDeparturesData } from './loaders';
import { pageDescription, pageTitle } from './pages';
import { QueueNavCount } from './QueueNavCount';

/** ROUTE-054, OVERVIEW-007: agents who left and cancelled domains, newest first (decision D-47). */
export default function OverviewDeparturesPage() {
  const overview = requirePageData(useOverviewDeparturesData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <Departures overview={overview} />
    </>
  );
}

function Departures({ overview }: { overview: OverviewDeparturesPage_overview$key }) {
  const { departures } = useFragment(
    graphql`
      fragment OverviewDeparturesPage_overview on Overview {
        departures {
          kind
          associateId
          agentName
          domainName
          date
          reason
        }
      }
    `,
    overview,
  );
  return (
    <Stack gap="6">
      <PageHeader title={pageTitle('departures')} description={pageDescription('departures')} />
      {!departures ? (
        <Text color="fg.error">{MESSAGES.generic}</Text>
      ) : (
        <DataTable
          label="Departures"
          paginated
          rows={departures}
          rowKey={(r) => `${r.kind}/${r.associateId}/${r.domainName ?? ''}`}
          columns={[
            { key: 'date', header: 'Date', cell: (r) => formatDate(r.date) },
            { key: 'kind', header: 'What', cell: (r) => (r.kind === 'agent' ? 'Agent left' : 'Domain cancelled') },
            { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
            { key: 'domain', header: 'Domain', longText: true, cell: (r) => r.domainName ?? UNKNOWN },
            { key: 'reason', header: 'Reason', cell: (r) => r.reason },
          ]}
        />
      )}
    </Stack>
  );
}
