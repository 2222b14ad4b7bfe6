import { Accordion, Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ACTIVITY_GROUPS } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DomainActivityItem_domain$key } from '../../__generated__/DomainActivityItem_domain.graphql';
import { formatCount } from '../../lib/format';
import { ActivityTable } from './ActivityTable';
import { activityCountText, activityDomainTitle } from './activityText';

/** ADMIN-073, ADMIN-074: a domain's header (name, Active or Canceled, its event count) and its four groups. */
export function DomainActivityItem({ domain }: { domain: DomainActivityItem_domain$key }) {
  const data = useFragment(
    graphql`
      fragment DomainActivityItem_domain on DomainActivity {
        domainName
        canceled
        eventCount
        events {
          group
          ...ActivityTable_events
        }
      }
    `,
    domain,
  );
  const title = activityDomainTitle(data.domainName);
  return (
    <Accordion.Item value={data.domainName ?? ''}>
      <Heading as="h4" size="sm">
        <Accordion.ItemTrigger>
          <Flex flex="1" gap="2" align="center" wrap="wrap">
            <Text as="span" fontWeight="semibold" whiteSpace="nowrap">
              {title}
            </Text>
            {data.domainName && (
              <Badge colorPalette={data.canceled ? 'red' : 'green'}>{data.canceled ? 'Canceled' : 'Active'}</Badge>
            )}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {activityCountText(data.eventCount, formatCount)}
            </Text>
          </Flex>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
      </Heading>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack gap="5">
            {ACTIVITY_GROUPS.map((group) => (
              <Stack as="section" gap="2" key={group.key} aria-label={`${title}: ${group.title}`}>
                <Heading as="h5" size="xs">
                  {group.title}
                </Heading>
                <ActivityTable
                  label={`${group.title} of ${title}`}
                  events={data.events.filter((e) => e.group === group.key)}
                />
              </Stack>
            ))}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
