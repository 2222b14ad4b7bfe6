import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { SCHEDULER_SAVING_TEXT, schedulerSaves } from './saveIndicator';

/** SCHED-026, SCHED-027: "Saving…" while any scheduler save runs, then "Saved" for 3 s. */
export function SchedulerSaveIndicator() {
  const text = useSyncExternalStore(schedulerSaves.subscribe, schedulerSaves.getText);
  return (
    <Flex role="status" aria-live="polite" aria-label="Scheduler saving status" minH="6" align="center" gap="2">
      {text === SCHEDULER_SAVING_TEXT && <Spinner size="xs" />}
      {text && (
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      )}
    </Flex>
  );
}
