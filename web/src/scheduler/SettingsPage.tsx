import { Separator } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { SettingsPageQuery } from '../__generated__/SettingsPageQuery.graphql';
import type { QueryLoaderData } from '../routes/preload';
import { CalendarLinks } from './CalendarLinks';
import { RecipientsForm } from './RecipientsForm';
import { SchedulerFrame } from './SchedulerFrame';

type SettingsLoaderData = QueryLoaderData<SettingsPageQuery>;

/** SCHED-028: the scheduler's settings, calendar links (SCHED-024) and notification recipients (SCHED-025). */
export default function SettingsPage() {
  const { queryRef } = useLoaderData() as SettingsLoaderData;
  const { agentID = '' } = useParams();
  const data = usePreloadedQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          id
          schedulerAvailable
          schedulerSubscription {
            id
            active
          }
          ...CalendarLinks_agent
          ...RecipientsForm_agent
        }
      }
    `,
    queryRef,
  );
  if (!data.agent) throw new Error(MESSAGES.agentData(agentID));
  return (
    <SchedulerFrame agentId={agentID} title="Scheduler settings">
      <CalendarLinks agent={data.agent} />
      <Separator />
      <RecipientsForm agent={data.agent} agentId={agentID} />
    </SchedulerFrame>
  );
}
