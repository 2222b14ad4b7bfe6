import { EmptyState, Link, VStack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { SchedulePage_agent$key } from '../__generated__/SchedulePage_agent.graphql';
import { requirePageData } from '../routes/failureText';
import { useSchedulePageData } from './loaders';
import { ScheduleCard } from './ScheduleCard';
import { SchedulerFrame } from './SchedulerFrame';
import { schedulerHref } from '../routes/paths';

/**
 * SCHED-012 (API-024; decision D-193): one schedule on its own page, the address a person bookmarks or shares for
 * one office's hours. Everything the list's card does works here; deleting it goes back to the list.
 */
export default function SchedulePage() {
  const { agentID = '', schedulePk = '' } = useParams();
  const agent = requirePageData(useSchedulePageData().agent, MESSAGES.agentData(agentID));
  return <ScheduleContent agentId={agentID} number={schedulePk} agent={agent} />;
}

function ScheduleContent({ agentId, number, agent }: { agentId: string; number: string; agent: SchedulePage_agent$key }) {
  const data = useFragment(
    graphql`
      fragment SchedulePage_agent on Agent @argumentDefinitions(pk: { type: "Int!" }) {
        schedule(pk: $pk) {
          label
          ...ScheduleCard_schedule
        }
      }
    `,
    agent,
  );
  const navigate = useNavigate();
  const schedules = schedulerHref(agentId, 'schedules');
  if (!data.schedule) {
    return (
      <SchedulerFrame agentId={agentId} title="Schedule not found">
        <EmptyState.Root borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{`There is no schedule ${number}`}</EmptyState.Title>
              <EmptyState.Description>
                It may have been deleted.{' '}
                <Link asChild colorPalette="blue" variant="underline">
                  <RouterLink to={schedules}>See all your schedules</RouterLink>
                </Link>
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      </SchedulerFrame>
    );
  }
  return (
    <SchedulerFrame agentId={agentId} title={data.schedule.label}>
      <Link asChild colorPalette="blue" variant="underline" alignSelf="flex-start">
        <RouterLink to={schedules}>All schedules</RouterLink>
      </Link>
      <ScheduleCard schedule={data.schedule} onDeleted={() => navigate(schedules, { replace: true })} />
    </SchedulerFrame>
  );
}
