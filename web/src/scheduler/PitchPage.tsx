import { Alert, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { PitchPageQuery } from '../__generated__/PitchPageQuery.graphql';
import type { subscriptionMutationsEnableMutation as EnableMutation } from '../__generated__/subscriptionMutationsEnableMutation.graphql';
import { formFailureOf } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import type { QueryLoaderData } from '../routes/preload';
import type { PitchPageState } from './CancelSubscription';
import { schedulerPath } from './paths';
import type { SchedulesPageState } from './SchedulesPage';
import { schedulerSaves } from './saveIndicator';
import { enableSchedulerMutation } from './subscriptionMutations';

type PitchLoaderData = QueryLoaderData<PitchPageQuery>;

const pitchPageQuery = graphql`
  query PitchPageQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      id
      schedulerAvailable
      schedulerSubscription {
        id
        active
      }
    }
  }
`;

/** SCHED-001, SCHED-002: what the scheduler offers, and the way to enable it. */
export default function PitchPage() {
  const { queryRef } = useLoaderData() as PitchLoaderData;
  const { agentID = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  usePreloadedQuery<PitchPageQuery>(pitchPageQuery, queryRef);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const justCanceled = (location.state as PitchPageState | null)?.justCanceled === true;

  const enable = () => {
    setBusy(true);
    setFailure(null);
    schedulerSaves
      .track(mutate<EnableMutation>(environment, enableSchedulerMutation, { input: { agentId: agentID } }))
      .then(
        (response) => {
          const state: SchedulesPageState = { justEnabled: response.enableScheduler.subscription.justEnabled };
          navigate(schedulerPath(agentID, 'schedules'), { state });
        },
        (error: unknown) => {
          setBusy(false);
          setFailure(formFailureOf(error, MESSAGES.schedSignUp).message);
        },
      );
  };

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Appointment scheduler
      </Heading>
      {justCanceled && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>Your scheduler subscription was canceled.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Text fontSize="lg">Let clients book time with you from your website, any time of day.</Text>
      <List.Root gap="2" ps="5">
        <List.Item>Set the hours you are available, the meeting lengths you offer and how you meet: in person or by phone.</List.Item>
        <List.Item>Block out holidays and days out of the office.</List.Item>
        <List.Item>See, cancel and reschedule your appointments in one place.</List.Item>
        <List.Item>Add your appointments to your own calendar and choose who is emailed about new bookings.</List.Item>
      </List.Root>
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
      <div>
        <Button size="lg" onClick={enable} loading={busy} loadingText="Enabling">
          Enable the appointment scheduler
        </Button>
      </div>
    </Stack>
  );
}

