import { Separator } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useParams } from 'react-router-dom';
import { requirePageData } from '../routes/failureText';
import { CalendarLinks } from './CalendarLinks';
import { useSettingsPageData } from './loaders';
import { RecipientsForm } from './RecipientsForm';
import { SchedulerFrame } from './SchedulerFrame';

/** SCHED-028: the scheduler's settings, calendar links (SCHED-024) and notification recipients (SCHED-025). */
export default function SettingsPage() {
  const { agentID = '' } = useParams();
  const agent = requirePageData(useSettingsPageData().agent, MESSAGES.agentData(agentID));
  return (
    <SchedulerFrame agentId={agentID} title="Scheduler settings">
      <CalendarLinks agent={agent} />
      <Separator />
      <RecipientsForm agent={agent} agentId={agentID} />
    </SchedulerFrame>
  );
}
