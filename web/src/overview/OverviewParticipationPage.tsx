import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { OverviewParticipationPageQuery } from '../__generated__/OverviewParticipationPageQuery.graphql';
import { StatTotals } from '../widgets/StatTotals';
import { DataTable } from '../widgets/DataTable';
import type { OverviewParticipationData } from './loaders';
import { OverviewHeading } from './OverviewHeading';
import { pageDescription, pageTitle } from './pages';

/** ROUTE-053, OVERVIEW-006: which agents use which services (decision D-47). */
export default function OverviewParticipationPage() {
  const { queryRef } = useLoaderData() as OverviewParticipationData;
  const data = usePreloadedQuery<OverviewParticipationPageQuery>(
    graphql`
      query OverviewParticipationPageQuery {
        overview {
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
                key
                active
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const p = data.overview?.participation ?? null;
  return (
    <Stack gap="6">
      <OverviewHeading title={pageTitle('participation')}>{pageDescription('participation')}</OverviewHeading>
      {!p ? (
        <Text color="fg.error">{MESSAGES.generic}</Text>
      ) : (
        <>
          <StatTotals
            label={`Agents using each service, of ${p.totalAgents.toLocaleString()}`}
            items={p.services.map((s) => ({ label: s.name, value: s.agents }))}
          />
          <DataTable
            label="Services by agent"
            paginated
            rows={p.agents}
            rowKey={(r) => r.associateId}
            columns={[
              { key: 'agent', header: 'Agent', cell: (r) => `${r.agentName} (${r.associateId})` },
              ...p.services.map((s, i) => ({
                key: s.key,
                header: s.name,
                cell: (r: (typeof p.agents)[number]) => (r.services[i]?.active ? 'Yes' : 'No'),
              })),
            ]}
          />
        </>
      )}
    </Stack>
  );
}
