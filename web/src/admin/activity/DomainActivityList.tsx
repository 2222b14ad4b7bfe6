import { Accordion, Alert } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { DomainActivityListQuery } from '../../__generated__/DomainActivityListQuery.graphql';
import { DomainActivityItem } from './DomainActivityItem';

/**
 * ADMIN-073: an accordion per domain; a failed load (ERR-097) says so in the tab (the alert bar is behind the drawer).
 * A domain's four tables are rendered when it is opened, not for every domain with the list (issue #28: the first
 * render of an agent with many events kept the loading text on screen long after the answer had arrived).
 */
export function DomainActivityList({ agentId }: { agentId: string }) {
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
    { fetchPolicy: 'store-and-network' },
  );
  if (!domainActivity) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.serviceUpdates}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Accordion.Root multiple collapsible variant="enclosed" lazyMount>
      {domainActivity.map((entry) => (
        <DomainActivityItem key={entry.domainName ?? ''} domain={entry} />
      ))}
    </Accordion.Root>
  );
}
