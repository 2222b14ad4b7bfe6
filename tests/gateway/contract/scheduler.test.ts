import { beforeEach, describe, vi } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { schedulerCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers, type GarbageCase } from './garbage';

const ALICE = { ...USERS.agent, associate_id: 'A1001' };
const AGENT = { associate_id: 'A1001', first_name: 'Alice', last_name: 'Anderson', alias: 'aand', is_agent_intern: false };
const BASE = 'api/agents/A1001/';
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const SCHEDULE_ID = gid('Schedule', 'A1001/1');
const BLOCK_ID = gid('AvailabilityBlock', 'A1001/7');
const OOO_ID = gid('OutOfOfficeBlock', 'A1001/3');
const APPOINTMENT_ID = gid('Appointment', 'A1001/2');

const signedIn = (gw: TestGateway) => gw.reply('GET', AUTH_INFO, 200, ALICE);
const agentQuery = (gw: TestGateway) => {
  signedIn(gw);
  gw.reply('GET', BASE, 200, AGENT);
};
const agentField = (field: string) => `{ agent(associateId: "A1001") { ${field} } }`;

/** A schedule whose block lists are not lists: the wrong shape for every schedule answer. */
const SCHEDULE_WITHOUT_BLOCKS = { id: 1, agent: 'A1001', label: 'Main office', domains: [], availability: 'none' };

beforeEach(() => {
  vi.stubEnv('SCHEDULER_ALL_AGENTS', '');
  vi.stubEnv('SCHEDULER_TEST_AGENT', 'A1001');
  return () => vi.unstubAllEnvs();
});

const cases: GarbageCase[] = [
  {
    call: schedulerCalls.subscription,
    path: `${BASE}scheduler_subscription/`,
    document: agentField('schedulerSubscription { active }'),
    arrange: agentQuery,
    failure: MESSAGES.schedSubscriptionLoad,
    dataPath: ['agent', 'schedulerSubscription'],
    wrongShape: { value: { active: 'yes' } },
  },
  {
    call: schedulerCalls.enable,
    path: `${BASE}scheduler_subscription/enable/`,
    document: 'mutation { enableScheduler(input: { agentId: "A1001" }) { subscription { active justEnabled } } }',
    arrange: signedIn,
    failure: MESSAGES.schedSignUp,
    dataPath: ['enableScheduler'],
  },
  {
    call: schedulerCalls.disable,
    path: `${BASE}scheduler_subscription/disable/`,
    document: 'mutation { disableScheduler(input: { agentId: "A1001" }) { subscription { active justCanceled } } }',
    arrange: signedIn,
    failure: MESSAGES.schedCancel,
    dataPath: ['disableScheduler'],
    wrongShape: { value: {} },
  },
  {
    call: schedulerCalls.appointments,
    path: `${BASE}appointments/`,
    document: agentField('appointments { totalCount edges { node { pk status } } }'),
    arrange: agentQuery,
    failure: MESSAGES.appointmentsLoad,
    dataPath: ['agent', 'appointments'],
    wrongShape: [{ id: 1, start_at: 'tomorrow' }],
  },
  {
    call: schedulerCalls.cancelAppointment,
    path: `${BASE}appointments/2/`,
    document: 'mutation($id: ID!) { cancelAppointment(input: { id: $id }) { canceledId } }',
    variables: { id: APPOINTMENT_ID },
    arrange: signedIn,
    failure: MESSAGES.appointmentCancel,
    dataPath: ['cancelAppointment'],
  },
  {
    call: schedulerCalls.rescheduleAppointment,
    path: `${BASE}appointments/2/reschedule/`,
    document:
      'mutation($id: ID!) { rescheduleAppointment(input: { id: $id, startAt: "2026-12-05T16:30:00Z" }) { appointment { pk } } }',
    variables: { id: APPOINTMENT_ID },
    arrange: signedIn,
    failure: MESSAGES.appointmentReschedule,
    dataPath: ['rescheduleAppointment'],
    wrongShape: { id: 2, status: 'rescheduled' },
  },
  {
    call: schedulerCalls.schedules,
    path: `${BASE}schedules/`,
    document: agentField('schedules { pk label }'),
    arrange: agentQuery,
    failure: MESSAGES.schedulesLoad,
    dataPath: ['agent', 'schedules'],
    wrongShape: [SCHEDULE_WITHOUT_BLOCKS],
  },
  {
    call: schedulerCalls.createSchedule,
    path: `${BASE}schedules/`,
    document: 'mutation { createSchedule(input: { agentId: "A1001", label: "Evenings" }) { schedule { pk } } }',
    arrange: signedIn,
    failure: MESSAGES.scheduleCreate,
    dataPath: ['createSchedule'],
    status: 201,
    wrongShape: SCHEDULE_WITHOUT_BLOCKS,
  },
  {
    call: schedulerCalls.schedule,
    path: `${BASE}schedules/1/`,
    document: 'query { agent(associateId: "A1001") { schedule(pk: 1) { pk } } }',
    arrange: agentQuery,
    failure: MESSAGES.schedulesLoad,
    dataPath: ['agent', 'schedule'],
    wrongShape: SCHEDULE_WITHOUT_BLOCKS,
  },
  {
    call: schedulerCalls.updateSchedule,
    path: `${BASE}schedules/1/`,
    document: 'mutation($id: ID!) { updateSchedule(input: { id: $id, label: "Downtown" }) { schedule { pk label } } }',
    variables: { id: SCHEDULE_ID },
    arrange: signedIn,
    failure: MESSAGES.scheduleUpdate,
    dataPath: ['updateSchedule'],
    wrongShape: SCHEDULE_WITHOUT_BLOCKS,
  },
  {
    call: schedulerCalls.deleteSchedule,
    path: `${BASE}schedules/1/`,
    document: 'mutation($id: ID!) { deleteSchedule(input: { id: $id }) { deletedId } }',
    variables: { id: SCHEDULE_ID },
    arrange: signedIn,
    failure: MESSAGES.scheduleDelete,
    dataPath: ['deleteSchedule'],
  },
  {
    call: schedulerCalls.createAvailability,
    path: `${BASE}schedules/1/availability/`,
    document:
      'mutation($id: ID!) { createAvailabilityBlock(input: { scheduleId: $id }) { availabilityBlock { pk weekdays } } }',
    variables: { id: SCHEDULE_ID },
    arrange: signedIn,
    failure: MESSAGES.availabilityCreate,
    dataPath: ['createAvailabilityBlock'],
    status: 201,
    wrongShape: { id: 9, recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=MO', schedule: 1 },
  },
  {
    call: schedulerCalls.updateAvailability,
    path: `${BASE}availability/7/`,
    document: 'mutation($id: ID!) { updateAvailabilityBlock(input: { id: $id, start: "08:00" }) { availabilityBlock { pk } } }',
    variables: { id: BLOCK_ID },
    arrange: signedIn,
    failure: MESSAGES.availabilityUpdate,
    dataPath: ['updateAvailabilityBlock'],
    wrongShape: { id: 7, start: '08:00' },
  },
  {
    call: schedulerCalls.deleteAvailability,
    path: `${BASE}availability/7/`,
    document: 'mutation($id: ID!) { deleteAvailabilityBlock(input: { id: $id }) { deletedId } }',
    variables: { id: BLOCK_ID },
    arrange: signedIn,
    failure: MESSAGES.availabilityDelete,
    dataPath: ['deleteAvailabilityBlock'],
  },
  {
    call: schedulerCalls.createOutOfOffice,
    path: `${BASE}out_of_office_blocks/`,
    document: 'mutation($id: ID!) { createOutOfOfficeBlock(input: { scheduleId: $id }) { outOfOfficeBlock { pk } } }',
    variables: { id: SCHEDULE_ID },
    arrange: signedIn,
    failure: MESSAGES.oooCreate,
    dataPath: ['createOutOfOfficeBlock'],
    status: 201,
    wrongShape: { id: 4, date: 'today', schedule: 1 },
  },
  {
    call: schedulerCalls.updateOutOfOffice,
    path: `${BASE}out_of_office_blocks/3/`,
    document: `mutation($id: ID!, $schedule: ID!) { updateOutOfOfficeBlock(input: { id: $id, scheduleId: $schedule,
        date: "2027-01-02", start: "10:00", end: "12:00", associateIds: [], repeatsAnnually: false }) { outOfOfficeBlock { pk } } }`,
    variables: { id: OOO_ID, schedule: SCHEDULE_ID },
    arrange: signedIn,
    failure: MESSAGES.oooUpdate,
    dataPath: ['updateOutOfOfficeBlock'],
    wrongShape: { id: 3, repeats_annually: 'no' },
  },
  {
    call: schedulerCalls.deleteOutOfOffice,
    path: `${BASE}out_of_office_blocks/3/`,
    document: 'mutation($id: ID!) { deleteOutOfOfficeBlock(input: { id: $id }) { deletedId } }',
    variables: { id: OOO_ID },
    arrange: signedIn,
    failure: MESSAGES.oooDelete,
    dataPath: ['deleteOutOfOfficeBlock'],
  },
  {
    call: schedulerCalls.calendars,
    path: `${BASE}calendars/`,
    document: agentField('schedulerCalendars { agencyUrl schedules { url } }'),
    arrange: agentQuery,
    failure: MESSAGES.calendarsLoad,
    dataPath: ['agent', 'schedulerCalendars'],
    wrongShape: { agency_url: 'https://cal.example/a.ics', schedules: [{ schedule: 'x', url: 'ignored' }] },
  },
  {
    call: schedulerCalls.recipients,
    path: `${BASE}appointment_notification_recipients/`,
    document: agentField('appointmentNotificationRecipients'),
    arrange: agentQuery,
    failure: MESSAGES.recipientsLoad,
    dataPath: ['agent', 'appointmentNotificationRecipients'],
    wrongShape: { recipients: ['alice@agents.example', 7] },
  },
  {
    call: schedulerCalls.updateRecipients,
    path: `${BASE}appointment_notification_recipients/`,
    document:
      'mutation { updateAppointmentNotificationRecipients(input: { agentId: "A1001", recipients: ["a@b.co"] }) { recipients } }',
    arrange: signedIn,
    failure: MESSAGES.recipientsUpdate,
    dataPath: ['updateAppointmentNotificationRecipients'],
  },
];

describe('the scheduler calls refuse garbage answers (API-016..035)', () => {
  itRefusesGarbageAnswers(cases);
});
