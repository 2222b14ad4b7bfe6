import { Accordion } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { DomainActivityListQuery } from '../../__generated__/DomainActivityListQuery.graphql';
import { LoadFailure } from '../../widgets/LoadFailure';
import type { QueryFetchOptions } from '../../widgets/QueryBoundary';
import { useTabReload } from '../agentTab';
import { DomainActivityItem } from './DomainActivityItem';

/**
 * ADMIN-073: an accordion per domain; a failed load (ERR-097) says so in the tab (the alert bar is behind the drawer),
 * with "Try again".
 * A domain's four tables are rendered when it is opened, not for every domain with the list (issue #28: the first
 * render of an agent with many events kept the loading text on screen long after the answer had arrived).
 */
export function DomainActivityList({ agentId, query }: { agentId: string; query: QueryFetchOptions }) {
  const { options, reload, reloading } = useTabReload(query);
  const { domainActivity } = useLazyLoadQuery<DomainActivityListQuery>(
    graphql`
      query DomainActivityListQuery($agentId: ID!) {
        domainActivity(agentId: $agentId) {
          domainName
          ...DomainActivityItem_domain
        }
      }
    `,
    { agentId },
    options,
  );
  if (!domainActivity) {
    // ERR-097 with "Try again" (issue #26): the answer from the network, not the failed one from the store.
    return <LoadFailure text={MESSAGES.serviceUpdates} onRetry={reload} retrying={reloading} />;
  }
  return (
    <Accordion.Root multiple collapsible variant="enclosed" lazyMount>
      {domainActivity.map((entry) => (
        <DomainActivityItem key={entry.domainName ?? ''} domain={entry} />
      ))}
    </Accordion.Root>
  );
}
