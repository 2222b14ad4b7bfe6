import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QueueNavCount_overview$key } from '../__generated__/QueueNavCount_overview.graphql';
import { setNavCount } from '../shell/navBadges';
import { PATHS } from '../routes/paths';

/**
 * Issue #25: every overview page's query carries the approval queue's count (null for a viewer who may not open
 * the queue), and the page hands it to the drawer's "Approval Queue" link.
 */
export function QueueNavCount({ overview }: { overview: QueueNavCount_overview$key }) {
  const { queueCount } = useFragment(
    graphql`
      fragment QueueNavCount_overview on Overview {
        queueCount
      }
    `,
    overview,
  );
  useEffect(() => setNavCount(PATHS.overviewQueue.href(), queueCount ?? null), [queueCount]);
  return null;
}
