import { Button, Field, Flex, Group, Input, Stack, Text } from '@chakra-ui/react';
import { STATS_MESSAGES } from '@portal/rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isValidRange, lastDays, presetOf, RANGE_PRESETS, type DateRange } from './dateRange';

/**
 * Two labelled dates and three presets. A range is applied only when it is valid (VALID-043); otherwise the
 * message shows and nothing is sent.
 */
export function RangeControl({
  value,
  onChange,
  pending = false,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  pending?: boolean;
}) {
  const [draft, setDraft] = useState<DateRange>(value);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const chosenPreset = presetOf(value);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft follows a range chosen elsewhere
  useEffect(() => setDraft(value), [value]);

  const apply = (range: DateRange) => {
    if (!isValidRange(range)) {
      setError(STATS_MESSAGES.range);
      return;
    }
    setError(null);
    onChange(range);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Date range" noValidate>
      <Stack gap="3">
        <Group attached role="group" aria-label="Preset ranges" flexWrap="wrap">
          {RANGE_PRESETS.map((preset) => (
            <Button
              key={preset.days}
              size="sm"
              variant={chosenPreset === preset.days ? 'solid' : 'outline'}
              aria-pressed={chosenPreset === preset.days}
              onClick={() => {
                const range = lastDays(preset.days);
                setDraft(range);
                apply(range);
              }}
            >
              {preset.label}
            </Button>
          ))}
        </Group>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root invalid={!!error} w="auto">
            <Field.Label>Start date</Field.Label>
            <Input
              type="date"
              value={draft.startDate}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, startDate: e.target.value }))}
            />
          </Field.Root>
          <Field.Root invalid={!!error} w="auto">
            <Field.Label>End date</Field.Label>
            <Input
              type="date"
              value={draft.endDate}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, endDate: e.target.value }))}
            />
          </Field.Root>
          <Button type="submit" variant="subtle" loading={pending} loadingText="Loading">
            Apply
          </Button>
        </Flex>
        <Text id={errorId} color="fg.error" aria-live="assertive" minH={error ? undefined : '0'}>
          {error}
        </Text>
      </Stack>
    </form>
  );
}
