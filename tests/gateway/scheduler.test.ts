import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SCHEDULER_RULE_MESSAGES } from '@portal/rules';
import { schedulerGate } from '../../gateway/src/scheduler/gate';
import { AUTH_INFO, gid, SESSION, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();
beforeEach(() => {
  vi.stubEnv('SCHEDULER_ALL_AGENTS', '');
  vi.stubEnv('SCHEDULER_TEST_AGENT', 'A1001');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const writes = () => gw.calls.filter((c) => c.method !== 'GET');

const ALICE = { ...USERS.agent, associate_id: 'A1001' };
const AGENT = { associate_id: 'A1001', first_name: 'Alice', last_name: 'Anderson', alias: 'aand', is_agent_intern: false };
const BASE = 'api/agents/A1001/';
const SUB = `${BASE}scheduler_subscription/`;
const SCHEDULES = `${BASE}schedules/`;
const APPOINTMENTS = `${BASE}appointments/`;

const SCHEDULE_ID = gid('Schedule', 'A1001/1');
const BLOCK_ID = gid('AvailabilityBlock', 'A1001/7');
const OOO_ID = gid('OutOfOfficeBlock', 'A1001/3');

const BLOCK = {
  id: 7,
  agent: 'A1001',
  staff: null,
  start: '09:00',
  end: '17:00',
  recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  meeting_lengths: [15, 30],
  communication_mediums: ['in_person', 'phone'],
  location: 'Austin office',
  schedule: 1,
};
const STAFF_BLOCK = { ...BLOCK, id: 8, agent: null, staff: 'S1', recurrences: '', location: null };
const OOO = { id: 3, date: '2026-12-24', start: '09:00', end: '17:00', schedule: 1, associate_ids: ['A1001'], repeats_annually: true };
const SCHEDULE = {
  id: 1,
  agent: 'A1001',
  label: 'Main office',
  domains: ['alice-insurance.example'],
  availability: [BLOCK, STAFF_BLOCK],
  out_of_office_blocks: [OOO],
};
const APPOINTMENT_LIST = [
  {
    id: 2,
    start_at: '2026-12-02T17:30:00Z',
    meeting_length: 15,
    communication_medium: 'phone',
    assigned_to: { name: 'Alice Anderson' },
    customer: { name: 'Dan Kim' },
    location: null,
    schedule: 1,
    status: 'scheduled',
  },
  {
    id: 1,
    start_at: '2026-12-01T15:00:00Z',
    meeting_length: 30,
    communication_medium: 'in_person',
    assigned_to: { name: 'Alice Anderson' },
    customer: { name: 'Maria Lopez' },
    location: { office_location: { city: 'Austin' } },
    // Its schedule was deleted (API-026).
    schedule: null,
    status: 'canceled',
  },
  // No status: scheduled (SCHED-007).
  {
    id: 3,
    start_at: '2026-12-03T14:00:00Z',
    meeting_length: 15,
    communication_medium: 'phone',
    assigned_to: { name: 'Sam Summers' },
    customer: { name: 'Priya Shah' },
    location: { office_location: { city: 'Round Rock' } },
    schedule: 2,
  },
];
/** A schedule as API-023 answers a new one: no blocks yet. */
const newSchedule = (id: number, label: string, domains: string[] = []) => ({
  id,
  agent: 'A1001',
  label,
  domains,
  availability: [],
  out_of_office_blocks: [],
});

function signedIn(user: Record<string, unknown> = ALICE) {
  gw.reply('GET', AUTH_INFO, 200, user);
}

/** API-036: the agent's domains, which a schedule's domains are looked up in first (issue #24 §5, D-162). */
const AGENT_DOMAINS = 'api/agents/A1001/domains/';
const LIVE_DOMAIN = { pk: 1, domain_name: 'alice-insurance.example', product_type: 'm2', is_cancelled: false, active: true, content: ['/'] };
const ownDomains = () => gw.reply('GET', AGENT_DOMAINS, 200, [LIVE_DOMAIN]);

/** auth_info and the agent's own GET, for queries under agent(associateId:). */
function agentQuery(user: Record<string, unknown> = ALICE, agent: Record<string, unknown> = AGENT) {
  signedIn(user);
  gw.reply('GET', `api/agents/${String(agent.associate_id)}/`, 200, agent);
}

function expectError(res: { body: { errors?: { message: string; extensions?: Record<string, unknown> }[] } }, message: string, code: string) {
  expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
}

const BLOCK_FIELDS =
  'id pk agentId staffId start end recurrences weekdays meetingLengths communicationMediums location scheduleId schedulePk';
const OOO_FIELDS = 'id pk date start end scheduleId schedulePk associateIds repeatsAnnually';

describe('the scheduler gate (ROUTE-028, decision D-35)', () => {
  it('ROUTE-028: defaults are no all-agents flag and A1001 as the test agent; an empty test agent means none', () => {
    expect(schedulerGate({})).toEqual({ allAgents: false, testAgent: 'A1001' });
    expect(schedulerGate({ SCHEDULER_ALL_AGENTS: 'true', SCHEDULER_TEST_AGENT: ' A7 ' })).toEqual({
      allAgents: true,
      testAgent: 'A7',
    });
    expect(schedulerGate({ SCHEDULER_ALL_AGENTS: 'no', SCHEDULER_TEST_AGENT: '' })).toEqual({ allAgents: false, testAgent: null });
  });

  it('ROUTE-028: schedulerAvailable is true for the test agent and false for others, with no upstream call', async () => {
    agentQuery(USERS.mirus);
    gw.reply('GET', 'api/agents/A1003/', 200, { ...AGENT, associate_id: 'A1003' });
    const res = await gw.gql(
      `{ a: agent(associateId: "A1001") { schedulerAvailable } b: agent(associateId: "A1003") { schedulerAvailable } }`,
      withSession(),
    );
    expect(res.body.data).toEqual({ a: { schedulerAvailable: true }, b: { schedulerAvailable: false } });
    expect(gw.sent().sort()).toEqual(['GET /api/agents/A1001/', 'GET /api/agents/A1003/', 'GET /api/users/auth_info/']);
  });

  it('ROUTE-028: SCHEDULER_ALL_AGENTS opens the scheduler to every agent; SCHEDULER_TEST_AGENT picks the test agent', async () => {
    vi.stubEnv('SCHEDULER_ALL_AGENTS', 'true');
    agentQuery(USERS.mirus, { ...AGENT, associate_id: 'A1003' });
    const all = await gw.gql('{ agent(associateId: "A1003") { schedulerAvailable } }', withSession());
    expect(all.body.data?.agent.schedulerAvailable).toBe(true);
    vi.stubEnv('SCHEDULER_ALL_AGENTS', '');
    vi.stubEnv('SCHEDULER_TEST_AGENT', 'A1003');
    agentQuery(USERS.mirus, { ...AGENT, associate_id: 'A1003' });
    const test = await gw.gql('{ agent(associateId: "A1003") { schedulerAvailable } }', withSession());
    expect(test.body.data?.agent.schedulerAvailable).toBe(true);
  });

  it('ROUTE-028: without the scheduler, its fields are FORBIDDEN and the subscription is null, with no scheduler call', async () => {
    agentQuery(USERS.mirus, { ...AGENT, associate_id: 'A1003' });
    const res = await gw.gql(
      `{ agent(associateId: "A1003") { schedulerAvailable schedulerSubscription { active } schedules { pk } } }`,
      withSession(),
    );
    expect(res.body.data?.agent).toEqual({ schedulerAvailable: false, schedulerSubscription: null, schedules: null });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.forbidden,
      path: ['agent', 'schedules'],
      extensions: { code: 'FORBIDDEN' },
    });
    expect(gw.sent().sort()).toEqual(['GET /api/agents/A1003/', 'GET /api/users/auth_info/']);
  });

  it('ROUTE-028: a mutation for an agent without the scheduler is FORBIDDEN before any upstream write', async () => {
    signedIn(USERS.mirus);
    const res = await gw.gql('mutation { enableScheduler(input: { agentId: "A1003" }) { subscription { active } } }', withSession());
    expectError(res, MESSAGES.forbidden, 'FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it("AUTH-008: another agent's scheduler is FORBIDDEN with no call about that agent, even with the flag on", async () => {
    vi.stubEnv('SCHEDULER_ALL_AGENTS', '1');
    signedIn();
    const res = await gw.gql(
      `mutation { createSchedule(input: { agentId: "A1003" }) { schedule { pk } } }`,
      withSession(),
    );
    expectError(res, MESSAGES.forbidden, 'FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('ROUTE-036..039: one query gives the route guards the gate and the subscription state', async () => {
    agentQuery();
    gw.reply('GET', SUB, 200, { value: { active: false } });
    const res = await gw.gql(
      '{ agent(associateId: "A1001") { schedulerAvailable schedulerSubscription { active } } }',
      withSession(),
    );
    expect(res.body.data?.agent).toEqual({ schedulerAvailable: true, schedulerSubscription: { active: false } });
  });
});

describe('subscription (API-016..018, SCHED-001..004)', () => {
  it('API-016, SCHED-001: the subscription query reads value.active; the flags are false in a query', async () => {
    agentQuery();
    gw.reply('GET', SUB, 200, { value: { active: true } });
    const res = await gw.gql(
      '{ agent(associateId: "A1001") { schedulerSubscription { id active justEnabled justCanceled } } }',
      withSession(),
    );
    expect(res.body.data?.agent.schedulerSubscription).toEqual({
      id: gid('SchedulerSubscription', 'A1001'),
      active: true,
      justEnabled: false,
      justCanceled: false,
    });
    expect(gw.callsTo('GET', SUB)[0].headers).toMatchObject({ cookie: SESSION.cookie });
  });

  it('ERR-014: a 500 on the subscription gives its text with UPSTREAM_ERROR and no upstream body', async () => {
    agentQuery();
    gw.reply('GET', SUB, 500, { detail: 'secret trace' });
    const res = await gw.gql('{ agent(associateId: "A1001") { schedulerSubscription { active } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.schedSubscriptionLoad,
      path: ['agent', 'schedulerSubscription'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('secret');
  });

  it('ERR-014: an answer without value is the same failure', async () => {
    agentQuery();
    gw.reply('GET', SUB, 200, { active: true });
    const res = await gw.gql('{ agent(associateId: "A1001") { schedulerSubscription { active } } }', withSession());
    expectError(res, MESSAGES.schedSubscriptionLoad, 'UPSTREAM_ERROR');
  });

  it('API-017, SCHED-002, SCHED-003: enable sends PUT enable/, sets justEnabled and, with no schedule, creates one', async () => {
    signedIn();
    gw.reply('PUT', `${SUB}enable/`, 200, { value: { active: true } });
    gw.reply('GET', SCHEDULES, 200, []);
    gw.reply('POST', SCHEDULES, 201, newSchedule(5, 'New Schedule K7Q'));
    const res = await gw.gql(
      `mutation { enableScheduler(input: { agentId: "A1001" }) {
          subscription { id active justEnabled justCanceled } firstSchedule { id pk label domains availability { pk } } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.enableScheduler).toEqual({
      subscription: { id: gid('SchedulerSubscription', 'A1001'), active: true, justEnabled: true, justCanceled: false },
      firstSchedule: { id: gid('Schedule', 'A1001/5'), pk: 5, label: 'New Schedule K7Q', domains: [], availability: [] },
    });
    expect(gw.sent()).toEqual([
      'GET /api/users/auth_info/',
      'PUT /api/agents/A1001/scheduler_subscription/enable/',
      'GET /api/agents/A1001/schedules/',
      'POST /api/agents/A1001/schedules/',
    ]);
    const post = gw.callsTo('POST', SCHEDULES)[0];
    expect(post.body).toEqual({ agent: 'A1001', label: expect.stringMatching(/^New Schedule [A-Z0-9]{3}$/), domains: [] });
    expect(post.headers).toMatchObject({ 'x-csrftoken': 'tok1' });
  });

  it('SCHED-003: with schedules already there, enabling creates none', async () => {
    signedIn();
    gw.reply('PUT', `${SUB}enable/`, 200, { value: { active: true } });
    gw.reply('GET', SCHEDULES, 200, [SCHEDULE]);
    const res = await gw.gql(
      'mutation { enableScheduler(input: { agentId: "A1001" }) { subscription { justEnabled } firstSchedule { pk } } }',
      withSession(),
    );
    expect(res.body.data?.enableScheduler).toEqual({ subscription: { justEnabled: true }, firstSchedule: null });
    expect(gw.callsTo('POST', SCHEDULES)).toHaveLength(0);
  });

  it('SCHED-003, ERR-021: a failed first schedule is an error on firstSchedule only; the subscription stays enabled', async () => {
    signedIn();
    gw.reply('PUT', `${SUB}enable/`, 200, { value: { active: true } });
    gw.reply('GET', SCHEDULES, 200, []);
    gw.reply('POST', SCHEDULES, 500, { detail: 'boom' });
    const res = await gw.gql(
      'mutation { enableScheduler(input: { agentId: "A1001" }) { subscription { active justEnabled } firstSchedule { pk } } }',
      withSession(),
    );
    expect(res.body.data?.enableScheduler).toEqual({ subscription: { active: true, justEnabled: true }, firstSchedule: null });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.scheduleCreate,
      path: ['enableScheduler', 'firstSchedule'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('ERR-015: a 500 on PUT enable/ gives the sign-up text and nothing else is called', async () => {
    signedIn();
    gw.reply('PUT', `${SUB}enable/`, 500, { detail: 'x' });
    const res = await gw.gql('mutation { enableScheduler(input: { agentId: "A1001" }) { subscription { active } } }', withSession());
    expectError(res, MESSAGES.schedSignUp, 'UPSTREAM_ERROR');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'PUT /api/agents/A1001/scheduler_subscription/enable/']);
  });

  it('API-018, SCHED-004: disable sends PUT disable/ and sets justCanceled; the payload agent refreshes the state', async () => {
    signedIn();
    gw.reply('PUT', `${SUB}disable/`, 200, { value: { active: false } });
    gw.reply('GET', `${BASE}`, 200, AGENT);
    gw.reply('GET', SUB, 200, { value: { active: false } });
    const res = await gw.gql(
      `mutation { disableScheduler(input: { agentId: "A1001" }) {
          subscription { active justEnabled justCanceled } agent { associateId schedulerSubscription { active justCanceled } } } }`,
      withSession(),
    );
    expect(res.body.data?.disableScheduler).toEqual({
      subscription: { active: false, justEnabled: false, justCanceled: true },
      agent: { associateId: 'A1001', schedulerSubscription: { active: false, justCanceled: false } },
    });
    expect(gw.callsTo('PUT', `${SUB}disable/`)).toHaveLength(1);
  });

  it('ERR-016: a 500 on PUT disable/ gives the cancel text', async () => {
    signedIn();
    gw.reply('PUT', `${SUB}disable/`, 503);
    const res = await gw.gql('mutation { disableScheduler(input: { agentId: "A1001" }) { subscription { active } } }', withSession());
    expectError(res, MESSAGES.schedCancel, 'UPSTREAM_ERROR');
  });
});

describe('appointments (API-019..021, SCHED-005..009)', () => {
  const FIELDS =
    'id pk startAt status locationLabel assignedTo { name } customerName location { officeLocation { city } } meetingLength communicationMedium scheduleId';

  it('API-019, SCHED-005..007: the appointments query sends GET and maps name, location, status and start_at', async () => {
    agentQuery();
    gw.reply('GET', APPOINTMENTS, 200, APPOINTMENT_LIST);
    const res = await gw.gql(`{ agent(associateId: "A1001") { appointments { totalCount edges { node { ${FIELDS} } } } } }`, withSession());
    expect(res.body.errors).toBeUndefined();
    const nodes = res.body.data?.agent.appointments.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toEqual([
      {
        id: gid('Appointment', 'A1001/1'),
        pk: 1,
        startAt: '2026-12-01T15:00:00.000Z',
        status: 'canceled',
        locationLabel: 'Austin',
        assignedTo: { name: 'Alice Anderson' },
        customerName: 'Maria Lopez',
        location: { officeLocation: { city: 'Austin' } },
        meetingLength: 30,
        communicationMedium: 'in_person',
        scheduleId: null,
      },
      {
        id: gid('Appointment', 'A1001/2'),
        pk: 2,
        startAt: '2026-12-02T17:30:00.000Z',
        status: 'scheduled',
        locationLabel: 'Virtual',
        assignedTo: { name: 'Alice Anderson' },
        customerName: 'Dan Kim',
        location: null,
        meetingLength: 15,
        communicationMedium: 'phone',
        scheduleId: SCHEDULE_ID,
      },
      expect.objectContaining({ pk: 3, status: 'scheduled', locationLabel: 'Round Rock' }),
    ]);
    expect(res.body.data?.agent.appointments.totalCount).toBe(3);
  });

  it('API-019: the connection pages with first/after, soonest first', async () => {
    agentQuery();
    gw.reply('GET', APPOINTMENTS, 200, APPOINTMENT_LIST);
    const page = 'edges { cursor node { pk } } pageInfo { hasNextPage hasPreviousPage endCursor } totalCount';
    const first = await gw.gql(`{ agent(associateId: "A1001") { appointments(first: 2) { ${page} } } }`, withSession());
    const one = first.body.data?.agent.appointments;
    expect(one.edges.map((e: { node: { pk: number } }) => e.node.pk)).toEqual([1, 2]);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    agentQuery();
    gw.reply('GET', APPOINTMENTS, 200, APPOINTMENT_LIST);
    const next = await gw.gql(
      `query($after: String) { agent(associateId: "A1001") { appointments(first: 2, after: $after) { ${page} } } }`,
      withSession({ after: one.pageInfo.endCursor }),
    );
    const two = next.body.data?.agent.appointments;
    expect(two.edges.map((e: { node: { pk: number } }) => e.node.pk)).toEqual([3]);
    expect(two.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('ERR-017: a 500 on the appointments GET gives its text', async () => {
    agentQuery();
    gw.reply('GET', APPOINTMENTS, 500);
    const res = await gw.gql('{ agent(associateId: "A1001") { appointments { totalCount } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.appointmentsLoad,
      path: ['agent', 'appointments'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('API-020, SCHED-008: cancelAppointment sends DELETE appointments/{id}/; the payload reads the fresh list', async () => {
    signedIn();
    gw.reply('DELETE', `${APPOINTMENTS}2/`, 204);
    gw.reply('GET', APPOINTMENTS, 200, [{ ...APPOINTMENT_LIST[0], status: 'canceled' }]);
    const res = await gw.gql(
      'mutation($id: ID!) { cancelAppointment(input: { id: $id }) { canceledId appointment { pk status } } }',
      withSession({ id: gid('Appointment', 'A1001/2') }),
    );
    expect(res.body.data?.cancelAppointment).toEqual({
      canceledId: gid('Appointment', 'A1001/2'),
      appointment: { pk: 2, status: 'canceled' },
    });
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'DELETE /api/agents/A1001/appointments/2/', 'GET /api/agents/A1001/appointments/']);
  });

  it('ERR-018: a 500 on the DELETE gives the cancel text; a malformed id is NOT_FOUND with no call', async () => {
    signedIn();
    gw.reply('DELETE', `${APPOINTMENTS}2/`, 500);
    const res = await gw.gql(
      'mutation($id: ID!) { cancelAppointment(input: { id: $id }) { canceledId } }',
      withSession({ id: gid('Appointment', 'A1001/2') }),
    );
    expectError(res, MESSAGES.appointmentCancel, 'UPSTREAM_ERROR');
    const bad = await gw.gql('mutation { cancelAppointment(input: { id: "nope" }) { canceledId } }', withSession());
    expectError(bad, MESSAGES.appointmentCancel, 'NOT_FOUND');
    expect(gw.callsTo('DELETE', `${APPOINTMENTS}2/`)).toHaveLength(1);
  });

  it('API-021, SCHED-009: rescheduleAppointment sends POST …/reschedule/ with {start_at}', async () => {
    signedIn();
    gw.reply('POST', `${APPOINTMENTS}3/reschedule/`, 200, {
      ...APPOINTMENT_LIST[2],
      start_at: '2026-12-05T22:30:00Z',
      status: 'rescheduled',
    });
    const res = await gw.gql(
      'mutation($id: ID!) { rescheduleAppointment(input: { id: $id, startAt: "2026-12-05T16:30:00-06:00" }) { appointment { pk startAt status } } }',
      withSession({ id: gid('Appointment', 'A1001/3') }),
    );
    expect(res.body.data?.rescheduleAppointment.appointment).toEqual({
      pk: 3,
      startAt: '2026-12-05T22:30:00.000Z',
      status: 'rescheduled',
    });
    expect(gw.callsTo('POST', `${APPOINTMENTS}3/reschedule/`)[0].body).toEqual({ start_at: '2026-12-05T22:30:00Z' });
  });

  it('ERR-019: a 500 on the reschedule gives its text; a 400 keeps the upstream field messages', async () => {
    signedIn();
    gw.reply('POST', `${APPOINTMENTS}3/reschedule/`, 500);
    const query = 'mutation($id: ID!) { rescheduleAppointment(input: { id: $id, startAt: "2026-12-05T16:30:00Z" }) { appointment { pk } } }';
    const res = await gw.gql(query, withSession({ id: gid('Appointment', 'A1001/3') }));
    expectError(res, MESSAGES.appointmentReschedule, 'UPSTREAM_ERROR');
    signedIn();
    gw.reply('POST', `${APPOINTMENTS}3/reschedule/`, 400, { non_field_errors: ['A canceled appointment cannot be rescheduled.'] });
    const refused = await gw.gql(query, withSession({ id: gid('Appointment', 'A1001/3') }));
    expect(refused.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { nonFieldErrors: ['A canceled appointment cannot be rescheduled.'] },
    });
  });
});

describe('schedules (API-022..026, SCHED-010..014)', () => {
  it('API-022, SCHED-010, SCHED-016, SCHED-021: the schedules query sends GET and maps schedules and all block fields', async () => {
    agentQuery();
    gw.reply('GET', SCHEDULES, 200, [SCHEDULE]);
    const res = await gw.gql(
      `{ agent(associateId: "A1001") { schedules { id pk agentId label domains
          availability { ${BLOCK_FIELDS} } outOfOfficeBlocks { ${OOO_FIELDS} } } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.schedules).toEqual([
      {
        id: SCHEDULE_ID,
        pk: 1,
        agentId: 'A1001',
        label: 'Main office',
        domains: ['alice-insurance.example'],
        availability: [
          {
            id: BLOCK_ID,
            pk: 7,
            agentId: 'A1001',
            staffId: null,
            start: '09:00',
            end: '17:00',
            recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
            weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            meetingLengths: [15, 30],
            communicationMediums: ['in_person', 'phone'],
            location: 'Austin office',
            scheduleId: SCHEDULE_ID,
            schedulePk: 1,
          },
          expect.objectContaining({ pk: 8, agentId: null, staffId: 'S1', recurrences: '', weekdays: [], location: null }),
        ],
        outOfOfficeBlocks: [
          {
            id: OOO_ID,
            pk: 3,
            date: '2026-12-24',
            start: '09:00',
            end: '17:00',
            scheduleId: SCHEDULE_ID,
            schedulePk: 1,
            associateIds: ['A1001'],
            repeatsAnnually: true,
          },
        ],
      },
    ]);
  });

  it("SCHED-016, SCHED-021: blocks name their people: the agent's display name (API-060) and team members (API-074), else the id", async () => {
    agentQuery();
    const ooo = { ...OOO, associate_ids: ['A1001', 'S1', 'A9'] };
    gw.reply('GET', SCHEDULES, 200, [{ ...SCHEDULE, out_of_office_blocks: [ooo] }]);
    gw.reply('GET', `${BASE}staff/`, 200, {
      agents: [{ staff_id: 'S1', name: 'Sam Summers', email: 'sam@agents.example', permissions: {} }],
      permissions: [],
    });
    const res = await gw.gql(
      `{ agent(associateId: "A1001") { schedules {
          availability { pk staff { personId name } } outOfOfficeBlocks { associates { personId name } } } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.schedules).toEqual([
      {
        availability: [
          { pk: 7, staff: null },
          { pk: 8, staff: { personId: 'S1', name: 'Sam Summers' } },
        ],
        outOfOfficeBlocks: [
          {
            associates: [
              { personId: 'A1001', name: 'Alice Anderson' },
              { personId: 'S1', name: 'Sam Summers' },
              { personId: 'A9', name: 'A9' },
            ],
          },
        ],
      },
    ]);
    // The agent's and the team's GETs are made once for the whole list (the team asked with the list), and nothing
    // is written.
    expect(gw.sent()).toEqual([
      `GET /${AUTH_INFO}`,
      'GET /api/agents/A1001/',
      'GET /api/agents/A1001/staff/',
      'GET /api/agents/A1001/schedules/',
    ]);
  });

  it('SCHED-021: without a team (a 500 on API-074) the people read as their ids and the list still shows, with no error', async () => {
    agentQuery();
    gw.reply('GET', SCHEDULES, 200, [SCHEDULE]);
    gw.reply('GET', `${BASE}staff/`, 500);
    const res = await gw.gql(
      '{ agent(associateId: "A1001") { schedules { availability { staff { personId name } } outOfOfficeBlocks { associates { name } } } } }',
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.schedules[0].availability[1].staff).toEqual({ personId: 'S1', name: 'S1' });
    // Only the agent is out: the team is not asked for that.
    expect(res.body.data?.agent.schedules[0].outOfOfficeBlocks[0].associates).toEqual([{ name: 'Alice Anderson' }]);
  });

  it('ERR-020: a 500 on the schedules GET gives its text', async () => {
    agentQuery();
    gw.reply('GET', SCHEDULES, 500);
    const res = await gw.gql('{ agent(associateId: "A1001") { schedules { pk } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.schedulesLoad, path: ['agent', 'schedules'] });
  });

  it('API-024, SCHED-012: the schedule(pk) query sends GET schedules/{pk}/; 200 is success, 404 is null', async () => {
    agentQuery();
    gw.reply('GET', `${SCHEDULES}1/`, 200, SCHEDULE);
    gw.reply('GET', `${SCHEDULES}2/`, 404, { detail: 'Not found.' });
    const res = await gw.gql(
      `query($a: Int!, $b: Int!, $c: Int!) { agent(associateId: "A1001") {
          a: schedule(pk: $a) { id pk label } b: schedule(pk: $b) { pk } c: schedule(pk: $c) { pk } } }`,
      withSession({ a: 1, b: 2, c: 0 }),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent).toEqual({ a: { id: SCHEDULE_ID, pk: 1, label: 'Main office' }, b: null, c: null });
    // A number no schedule can have is not asked for.
    expect(gw.sent().filter((c) => c.includes('schedules'))).toEqual([
      'GET /api/agents/A1001/schedules/1/',
      'GET /api/agents/A1001/schedules/2/',
    ]);
  });

  it('API-024: an answer other than 200 is the schedules failure', async () => {
    agentQuery();
    gw.reply('GET', `${SCHEDULES}1/`, 204);
    const res = await gw.gql(`query { agent(associateId: "A1001") { schedule(pk: 1) { pk } } }`, withSession());
    expectError(res, MESSAGES.schedulesLoad, 'UPSTREAM_ERROR');
  });

  it('API-023, SCHED-011: createSchedule sends POST schedules/ {agent, label, domains} and expects 201', async () => {
    signedIn();
    ownDomains();
    gw.reply('POST', SCHEDULES, 201, newSchedule(4, 'Evenings', ['alice-insurance.example']));
    const res = await gw.gql(
      `mutation { createSchedule(input: { agentId: "A1001", label: " Evenings ", domains: [" Alice-Insurance.example", "alice-insurance.example"] }) {
          schedule { id pk label domains availability { pk } outOfOfficeBlocks { pk } } } }`,
      withSession(),
    );
    expect(res.body.data?.createSchedule.schedule).toEqual({
      id: gid('Schedule', 'A1001/4'),
      pk: 4,
      label: 'Evenings',
      domains: ['alice-insurance.example'],
      availability: [],
      outOfOfficeBlocks: [],
    });
    expect(gw.callsTo('POST', SCHEDULES)[0].body).toEqual({
      agent: 'A1001',
      label: 'Evenings',
      domains: ['alice-insurance.example'],
    });
  });

  it('CONST-009, SCHED-011: a schedule created without a label gets "New Schedule" and 3 random characters', async () => {
    signedIn();
    gw.reply('POST', SCHEDULES, 201, newSchedule(4, 'New Schedule ABC'));
    await gw.gql('mutation { createSchedule(input: { agentId: "A1001" }) { schedule { pk } } }', withSession());
    expect(gw.callsTo('POST', SCHEDULES)[0].body).toEqual({
      agent: 'A1001',
      label: expect.stringMatching(/^New Schedule [A-Z0-9]{3}$/),
      domains: [],
    });
  });

  it('API-023: a non-201 answer is an error, even a 200', async () => {
    signedIn();
    gw.reply('POST', SCHEDULES, 200, newSchedule(4, 'X'));
    const res = await gw.gql('mutation { createSchedule(input: { agentId: "A1001", label: "X" }) { schedule { pk } } }', withSession());
    expectError(res, MESSAGES.scheduleCreate, 'UPSTREAM_ERROR');
  });

  it('ERR-021: a 500 gives the create text; a 400 gives it with the upstream messages per field', async () => {
    signedIn();
    gw.reply('POST', SCHEDULES, 500);
    const res = await gw.gql('mutation { createSchedule(input: { agentId: "A1001", label: "X" }) { schedule { pk } } }', withSession());
    expectError(res, MESSAGES.scheduleCreate, 'UPSTREAM_ERROR');
    signedIn();
    ownDomains();
    gw.reply('POST', SCHEDULES, 400, { domains: ["alice-insurance.example is not one of this agent's domains."] });
    const refused = await gw.gql(
      'mutation { createSchedule(input: { agentId: "A1001", label: "X", domains: ["alice-insurance.example"] }) { schedule { pk } } }',
      withSession(),
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: MESSAGES.scheduleCreate,
      extensions: { code: 'BAD_USER_INPUT', fields: { domains: ["alice-insurance.example is not one of this agent's domains."] } },
    });
  });

  it('SCHED-011: a blank label is refused before any write', async () => {
    signedIn();
    const res = await gw.gql('mutation { createSchedule(input: { agentId: "A1001", label: "  " }) { schedule { pk } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({
      message: SCHEDULER_RULE_MESSAGES.label,
      extensions: { code: 'BAD_USER_INPUT', fields: { label: [SCHEDULER_RULE_MESSAGES.label] } },
    });
    expect(writes()).toEqual([]);
  });

  it('API-025, SCHED-013: updateSchedule sends PATCH schedules/{id}/ with only the fields given; 200 is success', async () => {
    signedIn();
    gw.reply('PATCH', `${SCHEDULES}1/`, 200, { ...SCHEDULE, label: 'Downtown' });
    const res = await gw.gql(
      'mutation($id: ID!) { updateSchedule(input: { id: $id, label: " Downtown " }) { schedule { pk label } } }',
      withSession({ id: SCHEDULE_ID }),
    );
    expect(res.body.data?.updateSchedule.schedule).toEqual({ pk: 1, label: 'Downtown' });
    expect(gw.callsTo('PATCH', `${SCHEDULES}1/`)[0].body).toEqual({ label: 'Downtown' });
  });

  it('ERR-022: a 500 on the PATCH gives the update text; a 201 is not the expected 200', async () => {
    signedIn();
    gw.reply('PATCH', `${SCHEDULES}1/`, 500);
    const query = 'mutation($id: ID!) { updateSchedule(input: { id: $id, domains: [] }) { schedule { pk } } }';
    expectError(await gw.gql(query, withSession({ id: SCHEDULE_ID })), MESSAGES.scheduleUpdate, 'UPSTREAM_ERROR');
    signedIn();
    gw.reply('PATCH', `${SCHEDULES}1/`, 201, SCHEDULE);
    expectError(await gw.gql(query, withSession({ id: SCHEDULE_ID })), MESSAGES.scheduleUpdate, 'UPSTREAM_ERROR');
  });

  it('API-026, SCHED-014: deleteSchedule sends DELETE and treats 204 as success', async () => {
    signedIn();
    gw.reply('DELETE', `${SCHEDULES}1/`, 204);
    gw.reply('GET', BASE, 200, AGENT);
    gw.reply('GET', SCHEDULES, 200, []);
    const res = await gw.gql(
      'mutation($id: ID!) { deleteSchedule(input: { id: $id }) { deletedId agent { schedules { pk } } } }',
      withSession({ id: SCHEDULE_ID }),
    );
    expect(res.body.data?.deleteSchedule).toEqual({ deletedId: SCHEDULE_ID, agent: { schedules: [] } });
  });

  it('ERR-023: a 500 on the DELETE gives the delete text; a 200 is not the expected 204', async () => {
    signedIn();
    gw.reply('DELETE', `${SCHEDULES}1/`, 500);
    const query = 'mutation($id: ID!) { deleteSchedule(input: { id: $id }) { deletedId } }';
    expectError(await gw.gql(query, withSession({ id: SCHEDULE_ID })), MESSAGES.scheduleDelete, 'UPSTREAM_ERROR');
    signedIn();
    gw.reply('DELETE', `${SCHEDULES}1/`, 200, {});
    expectError(await gw.gql(query, withSession({ id: SCHEDULE_ID })), MESSAGES.scheduleDelete, 'UPSTREAM_ERROR');
  });
});

describe('availability blocks (API-027..029, SCHED-015..019, VALID-021)', () => {
  const CREATE = `mutation($input: CreateAvailabilityBlockInput!) { createAvailabilityBlock(input: $input) {
      availabilityBlock { ${BLOCK_FIELDS} } } }`;
  const UPDATE = `mutation($input: UpdateAvailabilityBlockInput!) { updateAvailabilityBlock(input: $input) {
      availabilityBlock { pk start weekdays location } } }`;
  const ADD_PATH = `${SCHEDULES}1/availability/`;

  it('API-027, SCHED-015: the add-block body has start 09:00, end 17:00, Mon–Fri, [15,30], [in person, phone]; 201 is success', async () => {
    signedIn();
    gw.reply('POST', ADD_PATH, 201, { ...BLOCK, location: null });
    const res = await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', ADD_PATH)[0].body).toEqual({
      agent: 'A1001',
      staff: null,
      start: '09:00',
      end: '17:00',
      recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      meeting_lengths: [15, 30],
      communication_mediums: ['in_person', 'phone'],
      location: null,
      schedule: 1,
    });
    expect(res.body.data?.createAvailabilityBlock.availabilityBlock).toMatchObject({
      id: BLOCK_ID,
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      scheduleId: SCHEDULE_ID,
    });
  });

  it('SCHED-019, VALID-021: a new block with no weekday is refused with its text before any write (decision D-66)', async () => {
    signedIn();
    const res = await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID, weekdays: [] } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Choose at least one weekday.',
      extensions: { code: 'BAD_USER_INPUT', fields: { weekdays: ['Choose at least one weekday.'] } },
    });
    expect(res.body.data).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('SCHED-019: an edit that removes every weekday is refused with its text and no PATCH (decision D-66)', async () => {
    signedIn();
    const res = await gw.gql(UPDATE, withSession({ input: { id: BLOCK_ID, start: '08:00', weekdays: [] } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: SCHEDULER_RULE_MESSAGES.weekdays,
      extensions: { code: 'BAD_USER_INPUT', fields: { weekdays: [SCHEDULER_RULE_MESSAGES.weekdays] } },
    });
    expect(writes()).toEqual([]);
  });

  it('VALID-021, CONST-019: chosen days are sent as one weekly rule, Sunday first', async () => {
    signedIn();
    gw.reply('POST', ADD_PATH, 201, BLOCK);
    await gw.gql(
      CREATE,
      withSession({ input: { scheduleId: SCHEDULE_ID, weekdays: ['Saturday', 'Sunday'], staffId: 'S1', location: ' Lobby ' } }),
    );
    expect(gw.callsTo('POST', ADD_PATH)[0].body).toMatchObject({
      recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=SU,SA',
      agent: null,
      staff: 'S1',
      location: 'Lobby',
    });
  });

  it('SCHED-016: a bad time, no meeting length or no medium is refused before any write', async () => {
    signedIn();
    const res = await gw.gql(
      CREATE,
      withSession({ input: { scheduleId: SCHEDULE_ID, start: '9:00', end: '08:00', meetingLengths: [], communicationMediums: [] } }),
    );
    expect(res.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        start: [SCHEDULER_RULE_MESSAGES.time],
        meetingLengths: [SCHEDULER_RULE_MESSAGES.meetingLengths],
        communicationMediums: [SCHEDULER_RULE_MESSAGES.communicationMediums],
      },
    });
    expect(writes()).toEqual([]);
  });

  it('ERR-024: a 500 gives the create text; a 200 is not the expected 201', async () => {
    signedIn();
    gw.reply('POST', ADD_PATH, 500);
    expectError(await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID } })), MESSAGES.availabilityCreate, 'UPSTREAM_ERROR');
    signedIn();
    gw.reply('POST', ADD_PATH, 200, BLOCK);
    expectError(await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID } })), MESSAGES.availabilityCreate, 'UPSTREAM_ERROR');
  });

  it('API-028, SCHED-017: updateAvailability sends PATCH availability/{id}/ with only the fields given', async () => {
    signedIn();
    gw.reply('PATCH', `${BASE}availability/7/`, 200, {
      ...BLOCK,
      start: '08:00',
      recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=SU',
      location: null,
    });
    const res = await gw.gql(UPDATE, withSession({ input: { id: BLOCK_ID, start: '08:00', weekdays: ['Sunday'], location: null } }));
    expect(res.body.data?.updateAvailabilityBlock.availabilityBlock).toEqual({
      pk: 7,
      start: '08:00',
      weekdays: ['Sunday'],
      location: null,
    });
    expect(gw.callsTo('PATCH', `${BASE}availability/7/`)[0].body).toEqual({
      start: '08:00',
      recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=SU',
      location: null,
    });
  });

  it('API-028: an answer without the block is read back from the schedules list', async () => {
    signedIn();
    gw.reply('PATCH', `${BASE}availability/7/`, 204);
    gw.reply('GET', SCHEDULES, 200, [SCHEDULE]);
    const res = await gw.gql(UPDATE, withSession({ input: { id: BLOCK_ID, staffId: null } }));
    expect(res.body.data?.updateAvailabilityBlock.availabilityBlock).toMatchObject({ pk: 7, start: '09:00' });
    expect(gw.callsTo('PATCH', `${BASE}availability/7/`)[0].body).toEqual({ staff: null, agent: 'A1001' });
  });

  it('ERR-025: a 500 on the PATCH gives the update text; a bad time is refused before it', async () => {
    signedIn();
    gw.reply('PATCH', `${BASE}availability/7/`, 500);
    expectError(await gw.gql(UPDATE, withSession({ input: { id: BLOCK_ID, end: '18:00' } })), MESSAGES.availabilityUpdate, 'UPSTREAM_ERROR');
    signedIn();
    const bad = await gw.gql(UPDATE, withSession({ input: { id: BLOCK_ID, end: '25:00' } }));
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { end: [SCHEDULER_RULE_MESSAGES.time] } });
    expect(gw.callsTo('PATCH', `${BASE}availability/7/`)).toHaveLength(1);
  });

  it('API-029, SCHED-018: deleteAvailability sends DELETE availability/{id}/', async () => {
    signedIn();
    gw.reply('DELETE', `${BASE}availability/7/`, 204);
    const res = await gw.gql(
      'mutation($id: ID!) { deleteAvailabilityBlock(input: { id: $id }) { deletedId } }',
      withSession({ id: BLOCK_ID }),
    );
    expect(res.body.data?.deleteAvailabilityBlock).toEqual({ deletedId: BLOCK_ID });
    expect(gw.sent()).toContain('DELETE /api/agents/A1001/availability/7/');
  });

  it('ERR-026: a 500 on the DELETE gives the delete text', async () => {
    signedIn();
    gw.reply('DELETE', `${BASE}availability/7/`, 500);
    const res = await gw.gql('mutation($id: ID!) { deleteAvailabilityBlock(input: { id: $id }) { deletedId } }', withSession({ id: BLOCK_ID }));
    expectError(res, MESSAGES.availabilityDelete, 'UPSTREAM_ERROR');
  });
});

describe('out-of-office blocks (API-030..032, SCHED-020..023)', () => {
  const OOO_PATH = `${BASE}out_of_office_blocks/`;
  const CREATE = `mutation($input: CreateOutOfOfficeBlockInput!) { createOutOfOfficeBlock(input: $input) {
      outOfOfficeBlock { ${OOO_FIELDS} } } }`;
  const UPDATE = `mutation($input: UpdateOutOfOfficeBlockInput!) { updateOutOfOfficeBlock(input: $input) {
      outOfOfficeBlock { pk date repeatsAnnually } } }`;
  const FULL = { id: OOO_ID, scheduleId: SCHEDULE_ID, date: '2027-01-02', start: '10:00', end: '12:00', associateIds: [' A1001 '], repeatsAnnually: false };

  it('API-030, SCHED-020: the body has date=today, start 09:00, end 17:00, repeats_annually=false; 201 is success', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 4, 12, 0, 0));
    signedIn();
    gw.reply('POST', OOO_PATH, 201, { ...OOO, id: 4, date: '2026-03-04', associate_ids: [], repeats_annually: false });
    const res = await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', OOO_PATH)[0].body).toEqual({
      date: '2026-03-04',
      start: '09:00',
      end: '17:00',
      schedule: 1,
      associate_ids: [],
      repeats_annually: false,
    });
    expect(res.body.data?.createOutOfOfficeBlock.outOfOfficeBlock).toEqual({
      id: gid('OutOfOfficeBlock', 'A1001/4'),
      pk: 4,
      date: '2026-03-04',
      start: '09:00',
      end: '17:00',
      scheduleId: SCHEDULE_ID,
      schedulePk: 1,
      associateIds: [],
      repeatsAnnually: false,
    });
  });

  it('SCHED-021: a bad date is refused before any write', async () => {
    signedIn();
    const res = await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID, date: '2026-02-30' } }));
    expect(res.body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { date: [SCHEDULER_RULE_MESSAGES.date] } });
    expect(writes()).toEqual([]);
  });

  it('ERR-027: a 500 gives the create text; a 200 is not the expected 201', async () => {
    signedIn();
    gw.reply('POST', OOO_PATH, 500);
    expectError(await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID } })), MESSAGES.oooCreate, 'UPSTREAM_ERROR');
    signedIn();
    gw.reply('POST', OOO_PATH, 200, OOO);
    expectError(await gw.gql(CREATE, withSession({ input: { scheduleId: SCHEDULE_ID } })), MESSAGES.oooCreate, 'UPSTREAM_ERROR');
  });

  it('API-031, SCHED-021, SCHED-022: updateOOO sends PUT out_of_office_blocks/{id}/ with all six fields', async () => {
    signedIn();
    gw.reply('PUT', `${OOO_PATH}3/`, 200, { ...OOO, date: '2027-01-02', repeats_annually: false });
    const res = await gw.gql(UPDATE, withSession({ input: FULL }));
    expect(res.body.data?.updateOutOfOfficeBlock.outOfOfficeBlock).toEqual({ pk: 3, date: '2027-01-02', repeatsAnnually: false });
    expect(gw.callsTo('PUT', `${OOO_PATH}3/`)[0].body).toEqual({
      date: '2027-01-02',
      start: '10:00',
      end: '12:00',
      schedule: 1,
      associate_ids: ['A1001'],
      repeats_annually: false,
    });
  });

  it("ERR-028: a 500 on the PUT gives the update text; another agent's schedule is NOT_FOUND with no call", async () => {
    signedIn();
    gw.reply('PUT', `${OOO_PATH}3/`, 500);
    expectError(await gw.gql(UPDATE, withSession({ input: FULL })), MESSAGES.oooUpdate, 'UPSTREAM_ERROR');
    const foreign = await gw.gql(UPDATE, withSession({ input: { ...FULL, scheduleId: gid('Schedule', 'A1003/1') } }));
    expectError(foreign, MESSAGES.oooUpdate, 'NOT_FOUND');
    expect(writes()).toHaveLength(1);
  });

  it('API-032, SCHED-023: deleteOOO sends DELETE out_of_office_blocks/{id}/', async () => {
    signedIn();
    gw.reply('DELETE', `${OOO_PATH}3/`, 204);
    const res = await gw.gql('mutation($id: ID!) { deleteOutOfOfficeBlock(input: { id: $id }) { deletedId } }', withSession({ id: OOO_ID }));
    expect(res.body.data?.deleteOutOfOfficeBlock).toEqual({ deletedId: OOO_ID });
    expect(gw.sent()).toContain('DELETE /api/agents/A1001/out_of_office_blocks/3/');
  });

  it('ERR-029: a 500 on the DELETE gives the delete text', async () => {
    signedIn();
    gw.reply('DELETE', `${OOO_PATH}3/`, 500);
    const res = await gw.gql('mutation($id: ID!) { deleteOutOfOfficeBlock(input: { id: $id }) { deletedId } }', withSession({ id: OOO_ID }));
    expectError(res, MESSAGES.oooDelete, 'UPSTREAM_ERROR');
  });
});

describe('settings (API-033..035, SCHED-024, SCHED-025, SCHED-028)', () => {
  const CALENDARS = `${BASE}calendars/`;
  const RECIPIENTS = `${BASE}appointment_notification_recipients/`;
  const UPDATE = `mutation($r: [String!]!) { updateAppointmentNotificationRecipients(input: { agentId: "A1001", recipients: $r }) { recipients } }`;

  it('API-033, API-034, SCHED-024, SCHED-028: the calendars and recipients queries send GET; one link per schedule plus the agency', async () => {
    agentQuery();
    gw.reply('GET', CALENDARS, 200, {
      agency_url: 'https://cal.example/A1001/agency.ics',
      schedules: [
        { schedule: 1, label: 'Main office', url: 'https://cal.example/A1001/1.ics' },
        { schedule: 2, label: 'Quotes line', url: 'https://cal.example/A1001/2.ics' },
      ],
    });
    gw.reply('GET', RECIPIENTS, 200, { recipients: ['alice@agents.example', 'frontdesk@alice-insurance.example'] });
    const res = await gw.gql(
      `{ agent(associateId: "A1001") { schedulerCalendars { agencyUrl schedules { scheduleId schedulePk label url } }
          appointmentNotificationRecipients } }`,
      withSession(),
    );
    expect(res.body.data?.agent).toEqual({
      schedulerCalendars: {
        agencyUrl: 'https://cal.example/A1001/agency.ics',
        schedules: [
          { scheduleId: SCHEDULE_ID, schedulePk: 1, label: 'Main office', url: 'https://cal.example/A1001/1.ics' },
          {
            scheduleId: gid('Schedule', 'A1001/2'),
            schedulePk: 2,
            label: 'Quotes line',
            url: 'https://cal.example/A1001/2.ics',
          },
        ],
      },
      appointmentNotificationRecipients: ['alice@agents.example', 'frontdesk@alice-insurance.example'],
    });
  });

  it('ERR-030, ERR-031: 500s on calendars and recipients give their texts on their own fields', async () => {
    agentQuery();
    gw.reply('GET', CALENDARS, 500);
    gw.reply('GET', RECIPIENTS, 500);
    const res = await gw.gql(
      '{ agent(associateId: "A1001") { associateId schedulerCalendars { agencyUrl } appointmentNotificationRecipients } }',
      withSession(),
    );
    expect(res.body.data?.agent).toEqual({ associateId: 'A1001', schedulerCalendars: null, appointmentNotificationRecipients: null });
    const byPath = Object.fromEntries((res.body.errors ?? []).map((e) => [e.path?.[1], e.message]));
    expect(byPath).toEqual({ schedulerCalendars: MESSAGES.calendarsLoad, appointmentNotificationRecipients: MESSAGES.recipientsLoad });
  });

  it('API-035, SCHED-025: updateRecipients sends PATCH with {recipients:[…]}; 204 is success', async () => {
    signedIn();
    gw.reply('PATCH', RECIPIENTS, 204);
    const res = await gw.gql(UPDATE, withSession({ r: [' office@alice.example ', 'OFFICE@alice.example', '', 'a@b.co'] }));
    expect(res.body.data?.updateAppointmentNotificationRecipients).toEqual({ recipients: ['office@alice.example', 'a@b.co'] });
    expect(gw.callsTo('PATCH', RECIPIENTS)[0].body).toEqual({ recipients: ['office@alice.example', 'a@b.co'] });
  });

  it('ERR-032: a 500 gives the update text; a 200 is not the expected 204; a bad address is refused before the PATCH', async () => {
    signedIn();
    gw.reply('PATCH', RECIPIENTS, 500);
    expectError(await gw.gql(UPDATE, withSession({ r: ['a@b.co'] })), MESSAGES.recipientsUpdate, 'UPSTREAM_ERROR');
    signedIn();
    gw.reply('PATCH', RECIPIENTS, 200, { recipients: ['a@b.co'] });
    expectError(await gw.gql(UPDATE, withSession({ r: ['a@b.co'] })), MESSAGES.recipientsUpdate, 'UPSTREAM_ERROR');
    signedIn();
    const bad = await gw.gql(UPDATE, withSession({ r: ['a@b.co', 'nope'] }));
    expect(bad.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { recipients: [SCHEDULER_RULE_MESSAGES.recipient] },
    });
    expect(writes()).toHaveLength(2);
  });
});
