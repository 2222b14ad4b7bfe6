import { Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CalendarLinks_agent$key } from '../__generated__/CalendarLinks_agent.graphql';
import { FormField } from '../widgets/FormField';

function CopyLink({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Stack gap="1">
      <FormField label={label}>
        <Flex gap="2" w="full">
          <Input readOnly value={url} onFocus={(e) => e.target.select()} fontFamily="mono" fontSize="sm" />
          <Button variant="outline" onClick={copy} aria-label={`Copy the link: ${label}`}>
            Copy
          </Button>
        </Flex>
      </FormField>
      <Text fontSize="sm" color={copied === false ? 'fg.error' : 'fg.muted'} aria-live="polite" minH="5">
        {copied === true ? 'Copied' : copied === false ? 'Select the link and copy it yourself.' : ''}
      </Text>
    </Stack>
  );
}

/** SCHED-024: calendar subscription links, agency-wide and per schedule (API-033). */
export function CalendarLinks({ agent }: { agent: CalendarLinks_agent$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarLinks_agent on Agent {
        schedulerCalendars {
          agencyUrl
          schedules {
            scheduleId
            label
            url
          }
        }
      }
    `,
    agent,
  );
  const calendars = data.schedulerCalendars;
  return (
    <Stack as="section" gap="3" aria-labelledby="calendar-links-heading">
      <Heading as="h2" size="lg" id="calendar-links-heading">
        Calendar subscriptions
      </Heading>
      <Text color="fg.muted">Add these links to your calendar app to see your appointments there.</Text>
      {!calendars ? (
        // ERR-030 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.calendarsLoad}</Text>
      ) : (
        <Stack gap="2">
          {calendars.agencyUrl && <CopyLink label="All appointments of the agency" url={calendars.agencyUrl} />}
          {calendars.schedules.map((calendar) => (
            <CopyLink key={calendar.scheduleId} label={calendar.label ?? 'Schedule'} url={calendar.url} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
