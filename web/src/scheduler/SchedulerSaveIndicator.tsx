import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useSaveIndicatorState } from '../lib/saveIndicator';
import { schedulerSaves, schedulerSaveText } from './saveIndicator';

/** SCHED-026, SCHED-027: "Saving…" while any scheduler save runs, then "Saved" for 3 s. */
export function SchedulerSaveIndicator() {
  const state = useSaveIndicatorState(schedulerSaves);
  const text = schedulerSaveText(state);
  return (
    <Flex role="status" aria-live="polite" aria-label="Scheduler saving status" minH="6" align="center" gap="2">
      {state.phase === 'saving' && <Spinner size="xs" />}
      {text && (
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      )}
    </Flex>
  );
}
