import { EmptyState, Stack, Text, VStack } from '@chakra-ui/react';
import { INCLUDED_LINES, MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CallTrackingPage_agent$key } from '../__generated__/CallTrackingPage_agent.graphql';
import { useAlerts } from '../alerts/alertStore';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { AreaCodeForm } from './AreaCodeForm';
import { CallsTable } from './CallsTable';
import { CallTrackingAccount } from './CallTrackingAccount';
import { useCallTrackingPageData } from './loaders';

/**
 * ROUTE-027, STATS-011..013: the agent's call tracking account, its calls and the area-code retry. Read-only apart from
 * that retry: the pool size, create and disable are in the toolbox's Call Tracking tab (ADMIN-030..032, decision D-43).
 */
export default function CallTrackingPage() {
  const agent = useFragment<CallTrackingPage_agent$key>(
    graphql`
      fragment CallTrackingPage_agent on Agent {
        associateId
        displayName
        callTracking {
          ...CallTrackingAccount_callTracking
        }
        ...CallsTable_agent @arguments(startDate: $startDate, endDate: $endDate, sort: $sort, sortDir: $sortDir)
      }
    `,
    requirePageData(useCallTrackingPageData().agent, MESSAGES.callTrackingInfo),
  );
  const alerts = useAlerts();
  const account = agent.callTracking;
  // A 404 is silent (ERR-091) and means no account; any other failure is ERR-065, already in the alert bar.
  const failed = !account && alerts.some((a) => a.message === MESSAGES.callTrackingInfo);

  return (
    <Stack gap="8">
      <PageHeader title="Call tracking" description={agent.displayName} />
      {account ? (
        <>
          <CallTrackingAccount callTracking={account} />
          <AreaCodeForm agentId={agent.associateId} />
          <CallsTable agent={agent} />
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
    </Stack>
  );
}
