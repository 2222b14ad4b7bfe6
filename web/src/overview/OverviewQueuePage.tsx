import { Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { OverviewQueuePageQuery } from '../__generated__/OverviewQueuePageQuery.graphql';
import type { OverviewQueueData } from './loaders';
import { OverviewHeading } from './OverviewHeading';
import { pageTitle } from './pages';
import { OverviewQueueTable } from './OverviewQueueTable';

/** ROUTE-050, OVERVIEW-004, OVERVIEW-010: the "Approval Queue" of pending content overrides. */
export default function OverviewQueuePage() {
  const { queryRef } = useLoaderData() as OverviewQueueData;
  const data = usePreloadedQuery<OverviewQueuePageQuery>(
    graphql`
      query OverviewQueuePageQuery {
        overview {
          id
          ...OverviewQueueTable_overview
        }
      }
    `,
    queryRef,
  );
  if (!data.overview) throw new Error(MESSAGES.generic);
  return (
    <Stack gap="6">
      <OverviewHeading title={pageTitle('queue')}>
        Content changes agents and their teams made. Pending changes do not show on the live site until they are
        approved.
      </OverviewHeading>
      <OverviewQueueTable overview={data.overview} />
    </Stack>
  );
}
