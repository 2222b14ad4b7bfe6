import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import type { PitchPageState } from './CancelSubscription';
import { usePitchPageData } from './loaders';
import { useEnableScheduler } from './mutations';
import type { SchedulesPageState } from './SchedulesPage';
import { schedulerHref } from '../routes/paths';

/** SCHED-001, SCHED-002: what the scheduler offers, and the way to enable it. */
export default function PitchPage() {
  const { agentID = '' } = useParams();
  requirePageData(usePitchPageData().agent, MESSAGES.agentData(agentID));
  const location = useLocation();
  const navigate = useNavigate();
  const [enableScheduler, enabling] = useEnableScheduler();
  const justCanceled = (location.state as PitchPageState | null)?.justCanceled === true;

  const enable = () => {
    enableScheduler({ input: { agentId: agentID } }).then(
      (response) => {
        const state: SchedulesPageState = { justEnabled: response.enableScheduler.subscription.justEnabled };
        navigate(schedulerHref(agentID, 'schedules'), { state });
      },
      () => undefined, // ERR-015 is in the alert bar, said once.
    );
  };

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title="Appointment scheduler" />
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
      <div>
        <Button size="lg" onClick={enable} loading={enabling} loadingText="Enabling">
          Enable the appointment scheduler
        </Button>
      </div>
    </Stack>
  );
}
