import { Button, Fieldset, Flex } from '@chakra-ui/react';
import { WEEKDAYS, type Weekday } from '@portal/rules';
import { toggle } from './blockText';

/** SCHED-019: the weekday picker, Sunday first (CONST-019); each chip is a toggle button. */
export function WeekdayChips({
  value,
  onChange,
  error,
}: {
  value: readonly Weekday[];
  onChange: (next: Weekday[]) => void;
  error?: string;
}) {
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>Weekdays</Fieldset.Legend>
      <Flex gap="2" wrap="wrap" role="group" aria-label="Weekdays">
        {WEEKDAYS.map((day) => {
          const on = value.includes(day);
          return (
            <Button
              key={day}
              size="xs"
              rounded="full"
              variant={on ? 'solid' : 'outline'}
              aria-pressed={on}
              onClick={() => onChange(toggle(value, day, !on))}
            >
              {day}
            </Button>
          );
        })}
      </Flex>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
