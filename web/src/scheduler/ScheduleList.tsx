import { EmptyState, Stack, VStack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ScheduleList_agent$key } from '../__generated__/ScheduleList_agent.graphql';
import { ScheduleCard } from './ScheduleCard';

/** SCHED-010: every schedule of the agent. Null when the schedules did not load (ERR-020). */
export function ScheduleList({ agent, focusId = null }: { agent: ScheduleList_agent$key; focusId?: string | null }) {
  const data = useFragment(
    graphql`
      fragment ScheduleList_agent on Agent {
        schedules {
          id
          label
          ...ScheduleCard_schedule
        }
      }
    `,
    agent,
  );
  if (!data.schedules) return null;
  if (data.schedules.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No items found</EmptyState.Title>
            <EmptyState.Description>Create a schedule to let clients book time with you.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="6">
      {data.schedules.map((schedule) => (
        <ScheduleCard
          key={schedule.id}
          schedule={schedule}
          focusOnMount={schedule.id === focusId}
          linkToPage
          otherLabels={data.schedules?.filter((s) => s.id !== schedule.id).map((s) => s.label) ?? []}
        />
      ))}
    </Stack>
  );
}
