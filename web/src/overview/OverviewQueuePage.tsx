import { Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { useOverviewQueueData } from './loaders';
import { pageTitle } from './pages';
import { OverviewQueueTable } from './OverviewQueueTable';

/** ROUTE-050, OVERVIEW-004, OVERVIEW-010: the "Approval Queue" of pending content overrides. */
export default function OverviewQueuePage() {
  const overview = requirePageData(useOverviewQueueData().overview, MESSAGES.generic);
  return (
    <Stack gap="6">
      <PageHeader
        title={pageTitle('queue')}
        description="Content changes agents and their teams made. Pending changes do not show on the live site until they are approved."
      />
      <OverviewQueueTable overview={overview} />
    </Stack>
  );
}
