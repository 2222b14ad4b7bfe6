import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewParticipationPage_overview$key } from '../__generated__/OverviewParticipationPage_overview.graphql';
import { formatCount } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { DataTable, type Column } from '../widgets/DataTable';
import { PageHeader } from '../widgets/PageHeader';
import { StatTotals } from '../widgets/StatTotals';
import { useOverviewParticipationData } from './loaders';
import { pageDescription, pageTitle } from './pages';
import { QueueNavCount } from './QueueNavCount';

/** ROUTE-053, OVERVIEW-006: which agents use which services (decision D-47). */
export default function OverviewParticipationPage() {
  const overview = requirePageData(useOverviewParticipationData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <Participation overview={overview} />
    </>
  );
}

function Participation({ overview }: { overview: OverviewParticipationPage_overview$key }) {
  const { participation: p } = useFragment(
    graphql`
      fragment OverviewParticipationPage_overview on Overview {
        participation {
          totalAgents
          services {
            key
            name
            agents
          }
          agents {
            associateId
            agentName
            services {
              active
            }
          }
        }
      }
    `,
    overview,
  );
  type Row = NonNullable<typeof p>['agents'][number];
  return (
    <Stack gap="6">
      <PageHeader title={pageTitle('participation')} description={pageDescription('participation')} />
      {!p ? (
        <Text color="fg.error">{MESSAGES.generic}</Text>
      ) : (
        <>
          <StatTotals
            label={`Agents using each service, of ${formatCount(p.totalAgents)}`}
            items={p.services.map((s) => ({ label: s.name, value: s.agents }))}
          />
          <DataTable
            label="Services by agent"
            paginated
            rows={p.agents}
            rowKey={(r) => r.associateId}
            columns={[
              { key: 'agent', header: 'Agent', cell: (r: Row) => `${r.agentName} (${r.associateId})` },
              ...p.services.map(
                (s, i): Column<Row> => ({ key: s.key, header: s.name, cell: (r) => (r.services[i]?.active ? 'Yes' : 'No') }),
              ),
            ]}
          />
        </>
      )}
    </Stack>
  );
}
