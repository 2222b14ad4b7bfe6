import { Button, Flex, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation, useParams } from 'react-router-dom';
import type { SchedulesPage_agent$key } from '../__generated__/SchedulesPage_agent.graphql';
import { requirePageData } from '../routes/failureText';
import { useSchedulesPageData } from './loaders';
import { useCreateSchedule } from './mutations';
import { SchedulerFrame } from './SchedulerFrame';
import { ScheduleList } from './ScheduleList';
import { SuccessNotice } from '../widgets/SuccessNotice';

/** SCHED-002: what the page says once the pitch page has turned the scheduler on. */
const SCHEDULER_ON = 'The appointment scheduler is on. Set the hours clients can book below.';

/** What the pitch page hands this page after enabling (SCHED-002). */
export interface SchedulesPageState {
  justEnabled?: boolean;
}

/** SCHED-010..023: the agent's schedules and their blocks. */
export default function SchedulesPage() {
  const { agentID = '' } = useParams();
  const agent = requirePageData(useSchedulesPageData().agent, MESSAGES.agentData(agentID));
  return <SchedulesContent agentId={agentID} agent={agent} />;
}

function SchedulesContent({ agentId, agent }: { agentId: string; agent: SchedulesPage_agent$key }) {
  const data = useFragment(
    graphql`
      fragment SchedulesPage_agent on Agent {
        schedules {
          __typename
        }
        ...ScheduleList_agent
      }
    `,
    agent,
  );
  const location = useLocation();
  const [createSchedule, creating] = useCreateSchedule();
  const [welcome, setWelcome] = useState((location.state as SchedulesPageState | null)?.justEnabled === true);
  // The schedule just created: its card scrolls into view and takes focus, since it is added at the end of the list.
  const [created, setCreated] = useState<{ id: string; label: string } | null>(null);

  const create = () => {
    setCreated(null);
    createSchedule({ input: { agentId } })
      .then(({ createSchedule: answer }) => setCreated(answer.schedule))
      .catch(() => undefined); // ERR-021 is in the alert bar.
  };

  return (
    <SchedulerFrame agentId={agentId} title="Schedules">
      <SuccessNotice text={welcome ? SCHEDULER_ON : null} onDismiss={() => setWelcome(false)} />
      <Flex justify="flex-end">
        <Button onClick={create} loading={creating} loadingText="Creating" disabled={!data.schedules}>
          New schedule
        </Button>
      </Flex>
      <Text role="status" aria-live="polite">
        {created && `${created.label} was added at the end of the list.`}
      </Text>
      {data.schedules ? (
        <ScheduleList agent={data} focusId={created?.id ?? null} />
      ) : (
        // ERR-020 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.schedulesLoad}</Text>
      )}
    </SchedulerFrame>
  );
}
