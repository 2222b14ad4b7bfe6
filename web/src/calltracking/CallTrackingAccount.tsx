import { Badge, DataList, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { INCLUDED_LINES, MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CallTrackingAccount_callTracking$key } from '../__generated__/CallTrackingAccount_callTracking.graphql';
import { formatCount, formatDate, formatDuration } from '../lib/format';
import { KeywordInfo } from '../widgets/KeywordInfo';

/** STATS-011, STATS-012, CONST-023: the account, its pool and its totals. */
export function CallTrackingAccount({ callTracking }: { callTracking: CallTrackingAccount_callTracking$key }) {
  const data = useFragment(
    graphql`
      fragment CallTrackingAccount_callTracking on CallTracking {
        poolSize
        extraLines
        areaCode
        sessionTrackerActive
        numbers
        created
        stats {
          callCount
          answered
          missed
          voicemail
          averageDuration
          firstCall
          lastCall
        }
      }
    `,
    callTracking,
  );
  const stats = data.stats;
  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="ct-account-heading">
        <Heading as="h2" size="lg" id="ct-account-heading">
          Account
        </Heading>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Lines</DataList.ItemLabel>
            <DataList.ItemValue>
              {`${data.poolSize} lines: ${INCLUDED_LINES} lines included, ${data.extraLines} additional`}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Area code</DataList.ItemLabel>
            <DataList.ItemValue>{data.areaCode ?? 'None yet'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Session tracker</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={data.sessionTrackerActive ? 'green' : 'gray'}>
                {data.sessionTrackerActive ? 'Active' : 'Not active'}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Numbers</DataList.ItemLabel>
            <DataList.ItemValue>{data.numbers.length ? data.numbers.join(', ') : 'None yet'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Created</DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(data.created)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="ct-stats-heading">
        <Heading as="h2" size="lg" id="ct-stats-heading">
          All calls
        </Heading>
        {/* STATS-014: calls here are calls that reached a tracking number, not the dashboard's phone clicks. */}
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">How calls differ from phone clicks:</Text>
          <KeywordInfo keyword="phone_clicks" label="Phone clicks" variant="text" />
        </HStack>
        {!stats ? (
          // ERR-072 is in the alert bar.
          <Text color="fg.error">{MESSAGES.callTrackingData}</Text>
        ) : (
          <>
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
              {[
                ['Calls', formatCount(stats.callCount)],
                ['Answered', formatCount(stats.answered)],
                ['Missed', formatCount(stats.missed)],
                ['Voicemail', formatCount(stats.voicemail)],
                ['Average answered call', formatDuration(stats.averageDuration)],
              ].map(([label, value]) => (
                <Stat.Root key={label} borderWidth="1px" rounded="md" p="3">
                  <Stat.Label>{label}</Stat.Label>
                  <Stat.ValueText>{value}</Stat.ValueText>
                </Stat.Root>
              ))}
            </SimpleGrid>
            {stats.firstCall && stats.lastCall && (
              <Text color="fg.muted">{`From ${formatDate(stats.firstCall)} to ${formatDate(stats.lastCall)}`}</Text>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
