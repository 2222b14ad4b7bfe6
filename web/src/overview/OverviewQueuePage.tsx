import { MESSAGES } from '@portal/rules';
import { requirePageData } from '../routes/failureText';
import { useOverviewQueueData } from './loaders';
import { QueueList } from './queue/QueueList';
import { QueueNavCount } from './QueueNavCount';

/** ROUTE-050, OVERVIEW-004, OVERVIEW-010: the "Approval Queue" of pending content changes (issue #25). */
export default function OverviewQueuePage() {
  const overview = requirePageData(useOverviewQueueData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <QueueList overview={overview} />
    </>
  );
}
