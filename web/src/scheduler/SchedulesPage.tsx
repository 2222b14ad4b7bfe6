import { Alert, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData, useLocation, useParams } from 'react-router-dom';
import type { scheduleMutationsCreateMutation as CreateMutation } from '../__generated__/scheduleMutationsCreateMutation.graphql';
import type { SchedulesPageQuery } from '../__generated__/SchedulesPageQuery.graphql';
import type { QueryLoaderData } from '../routes/preload';
import { SchedulerFrame } from './SchedulerFrame';
import { ScheduleList } from './ScheduleList';
import { createScheduleMutation } from './scheduleMutations';
import { schedulerWrite } from './schedulerWrite';

type SchedulesLoaderData = QueryLoaderData<SchedulesPageQuery>;

/** What the pitch page hands this page after enabling (SCHED-002). */
export interface SchedulesPageState {
  justEnabled?: boolean;
}

/** SCHED-010..023: the agent's schedules and their blocks. */
export default function SchedulesPage() {
  const { queryRef } = useLoaderData() as SchedulesLoaderData;
  const { agentID = '' } = useParams();
  const location = useLocation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<SchedulesPageQuery>(
    graphql`
      query SchedulesPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          id
          schedulerAvailable
          schedulerSubscription {
            id
            active
          }
          schedules {
            id
          }
          ...ScheduleList_agent
        }
      }
    `,
    queryRef,
  );
  const [welcome, setWelcome] = useState((location.state as SchedulesPageState | null)?.justEnabled === true);
  const [creating, setCreating] = useState(false);
  // The schedule just created: its card scrolls into view and takes focus, since it is added at the end of the list.
  const [created, setCreated] = useState<{ id: string; label: string } | null>(null);
  if (!data.agent) throw new Error(MESSAGES.agentData(agentID));

  const create = () => {
    setCreating(true);
    setCreated(null);
    schedulerWrite<CreateMutation>(environment, createScheduleMutation, { input: { agentId: agentID } })
      .then(({ createSchedule }) => setCreated(createSchedule.schedule))
      .catch(() => undefined) // ERR-021 is in the alert bar.
      .finally(() => setCreating(false));
  };

  return (
    <SchedulerFrame agentId={agentID} title="Schedules">
      {welcome && (
        <Alert.Root status="success" role="status" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              The appointment scheduler is on. Set the hours clients can book below.
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss message" onClick={() => setWelcome(false)} />
        </Alert.Root>
      )}
      <Flex justify="flex-end">
        <Button onClick={create} loading={creating} loadingText="Creating" disabled={!data.agent.schedules}>
          New schedule
        </Button>
      </Flex>
      <Text role="status" aria-live="polite">
        {created && `${created.label} was added at the end of the list.`}
      </Text>
      {data.agent.schedules ? (
        <ScheduleList agent={data.agent} focusId={created?.id ?? null} />
      ) : (
        // ERR-020 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.schedulesLoad}</Text>
      )}
    </SchedulerFrame>
  );
}
