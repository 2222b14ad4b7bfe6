import { EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { canManageCallTracking, INCLUDED_LINES, MESSAGES, type CallSortKey, type SortDirection } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { CallTrackingPageQuery } from '../__generated__/CallTrackingPageQuery.graphql';
import { useAlerts } from '../alerts/alertStore';
import { useSession } from '../auth/useSession';
import { AreaCodeForm } from './AreaCodeForm';
import { CallsTable } from './CallsTable';
import { CallTrackingAccount } from './CallTrackingAccount';
import type { CallTrackingLoaderData } from './callTrackingLoader';
import { StaffActions } from './StaffActions';

/** ROUTE-027, STATS-011..013: the agent's call tracking account, its calls and the area-code retry. */
export default function CallTrackingPage() {
  const { queryRef } = useLoaderData() as CallTrackingLoaderData;
  const { agentID = '' } = useParams();
  const session = useSession();
  const alerts = useAlerts();
  const data = usePreloadedQuery<CallTrackingPageQuery>(
    graphql`
      query CallTrackingPageQuery(
        $associateId: ID!
        $startDate: String!
        $endDate: String!
        $sort: CallSortKey!
        $sortDir: SortDirection!
      ) {
        agent(associateId: $associateId) {
          id
          displayName
          callTracking {
            id
            extraLines
            ...CallTrackingAccount_callTracking
          }
          ...CallsTable_agent @arguments(startDate: $startDate, endDate: $endDate, sort: $sort, sortDir: $sortDir)
        }
      }
    `,
    queryRef,
  );
  if (!data.agent) throw new Error(MESSAGES.callTrackingInfo);
  const account = data.agent.callTracking;
  const staff = canManageCallTracking(session);
  // A 404 is silent (ERR-091) and means no account; any other failure is ERR-065, already in the alert bar.
  const failed = !account && alerts.some((a) => a.message === MESSAGES.callTrackingInfo);
  const { startDate, endDate, sort, sortDir } = queryRef.variables;

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Call tracking
        </Heading>
        <Text color="fg.muted">{data.agent.displayName}</Text>
      </Stack>
      {account ? (
        <>
          <CallTrackingAccount callTracking={account} />
          <AreaCodeForm agentId={agentID} />
          <CallsTable agent={data.agent} initial={{ startDate, endDate, sort: sort as CallSortKey, sortDir: sortDir as SortDirection }} />
        </>
      ) : failed ? (
        <Text color="fg.error">{MESSAGES.callTrackingInfo}</Text>
      ) : (
        <EmptyState.Root borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>No call tracking account</EmptyState.Title>
              <EmptyState.Description>
                {`Call tracking gives your sites their own phone numbers, so you can see which calls they bring. A pool includes ${INCLUDED_LINES} lines. Ask your provider to set it up.`}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {staff && <StaffActions key={account?.id ?? 'none'} agentId={agentID} extraLines={account?.extraLines ?? null} />}
    </Stack>
  );
}
