import { Alert, ButtonGroup, CloseButton, Flex, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../widgets/icons';
import { ALERT_CYCLE_MS, alertText, clampIndex, nextIndex, positionLabel, previousIndex } from './alertCycle';
import { dismissAlert, useAlerts } from './alertStore';

/**
 * The bar at the top of the main area (SHELL-019, SHELL-044, ERR-001). With several alerts it shows one at a time,
 * moving on every 6 seconds unless the pointer or the keyboard focus is on it.
 */
export function AlertBar() {
  const alerts = useAlerts();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = alerts.length;
  const shown = clampIndex(index, count);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => nextIndex(i, count)), ALERT_CYCLE_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const current = alerts[shown];
  if (!current) return null;
  return (
    <Alert.Root
      status={current.severity === 'error' ? 'error' : 'info'}
      role="alert"
      mb="4"
      alignItems="center"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{alertText(current.message, current.severity)}</Alert.Description>
      </Alert.Content>
      <Flex align="center" gap="1" flexShrink={0}>
        {count > 1 && (
          <>
            <ButtonGroup size="xs" variant="ghost" attached>
              <IconButton aria-label="Previous alert" onClick={() => setIndex(previousIndex(shown, count))}>
                <ChevronLeftIcon />
              </IconButton>
              <IconButton aria-label="Next alert" onClick={() => setIndex(nextIndex(shown, count))}>
                <ChevronRightIcon />
              </IconButton>
            </ButtonGroup>
            <Text fontSize="sm" whiteSpace="nowrap">
              {positionLabel(shown, count)}
            </Text>
          </>
        )}
        <CloseButton size="sm" aria-label="Dismiss alert" onClick={() => dismissAlert(current.id)} />
      </Flex>
    </Alert.Root>
  );
}
