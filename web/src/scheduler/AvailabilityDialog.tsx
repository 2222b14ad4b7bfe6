import { Checkbox, Field, Fieldset, Flex, Input } from '@chakra-ui/react';
import {
  COMMUNICATION_MEDIUM_LABELS,
  COMMUNICATION_MEDIUMS,
  isCommunicationMedium,
  isWeekday,
  MESSAGES,
  validateAvailabilityBlock,
  type CommunicationMedium,
  type FieldErrors,
  type Weekday,
} from '@portal/rules';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { scheduleMutationsUpdateAvailabilityMutation as UpdateMutation } from '../__generated__/scheduleMutationsUpdateAvailabilityMutation.graphql';
import { firstError, formFailureOf } from '../relay/formFailure';
import { parseLengths, sortWeekdays, toggle } from './blockText';
import { FormDialog } from './FormDialog';
import { updateAvailabilityMutation } from './scheduleMutations';
import { schedulerWrite } from './schedulerWrite';
import { WeekdayChips } from './WeekdayChips';

export interface AvailabilityValues {
  id: string;
  start: string;
  end: string;
  weekdays: readonly string[];
  meetingLengths: readonly number[];
  communicationMediums: readonly string[];
  location: string | null | undefined;
}

/** SCHED-016, SCHED-017: edit an availability block; the rules check it before it is sent (VALID-021). */
export function AvailabilityDialog({ block, onClose }: { block: AvailabilityValues; onClose: () => void }) {
  const environment = useRelayEnvironment();
  const [start, setStart] = useState(block.start);
  const [end, setEnd] = useState(block.end);
  const [weekdays, setWeekdays] = useState<Weekday[]>(() => block.weekdays.filter(isWeekday));
  const [lengths, setLengths] = useState(block.meetingLengths.join(', '));
  const [mediums, setMediums] = useState<CommunicationMedium[]>(() =>
    block.communicationMediums.filter(isCommunicationMedium),
  );
  const [location, setLocation] = useState(block.location ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = () => {
    const input = {
      id: block.id,
      start,
      end,
      weekdays: sortWeekdays(weekdays),
      meetingLengths: parseLengths(lengths),
      communicationMediums: COMMUNICATION_MEDIUMS.filter((m) => mediums.includes(m)),
      location: location.trim() || null,
    };
    const found = validateAvailabilityBlock(input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    schedulerWrite<UpdateMutation>(environment, updateAvailabilityMutation, { input }).then(onClose, (error: unknown) => {
      setBusy(false);
      const result = formFailureOf(error, MESSAGES.availabilityUpdate);
      setErrors(result.fields);
      if (!Object.keys(result.fields).length) setFailure(result.message);
    });
  };

  const field = (name: string) => firstError(errors, name);
  return (
    <FormDialog
      id="availability-form"
      title="Edit availability"
      busy={busy}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <Flex gap="4" wrap="wrap">
        <Field.Root invalid={!!field('start')} required flex="1" minW="32">
          <Field.Label>Start</Field.Label>
          <Input type="time" value={start} onChange={(e) => setStart(e.target.value)} />
          {field('start') && <Field.ErrorText>{field('start')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!field('end')} required flex="1" minW="32">
          <Field.Label>End</Field.Label>
          <Input type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
          {field('end') && <Field.ErrorText>{field('end')}</Field.ErrorText>}
        </Field.Root>
      </Flex>
      <WeekdayChips value={weekdays} onChange={setWeekdays} error={field('weekdays') ?? field('recurrences')} />
      <Field.Root invalid={!!field('meetingLengths')} required>
        <Field.Label>Meeting lengths (minutes)</Field.Label>
        <Input value={lengths} onChange={(e) => setLengths(e.target.value)} inputMode="numeric" autoComplete="off" />
        {field('meetingLengths') ? (
          <Field.ErrorText>{field('meetingLengths')}</Field.ErrorText>
        ) : (
          <Field.HelperText>Separate lengths with commas, such as 15, 30.</Field.HelperText>
        )}
      </Field.Root>
      <Fieldset.Root invalid={!!field('communicationMediums')}>
        <Fieldset.Legend>Ways to meet</Fieldset.Legend>
        <Flex gap="4">
          {COMMUNICATION_MEDIUMS.map((medium) => (
            <Checkbox.Root
              key={medium}
              checked={mediums.includes(medium)}
              onCheckedChange={(details) => setMediums((list) => toggle(list, medium, details.checked === true))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{COMMUNICATION_MEDIUM_LABELS[medium]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
        {field('communicationMediums') && <Fieldset.ErrorText>{field('communicationMediums')}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Field.Root invalid={!!field('location')}>
        <Field.Label>Location</Field.Label>
        <Input value={location} onChange={(e) => setLocation(e.target.value)} placeholder="Austin office" />
        {field('location') ? (
          <Field.ErrorText>{field('location')}</Field.ErrorText>
        ) : (
          <Field.HelperText>Leave empty when there is no fixed place.</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
