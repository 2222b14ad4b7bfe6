import { SCHEDULER_RULE_MESSAGES } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, SandboxClient, resetSandbox, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const REQUIRED = ['This field is required.'];

const A = 'api/agents/A1001/';
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;
const patch = (client: SandboxClient, path: string, body: unknown) => client.call('PATCH', path, { body });
const alice = () => signedIn(sandbox.url, 'alice');

const BLOCK_1 = {
  id: 1,
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
const OOO_1 = {
  id: 1,
  date: '2026-12-24',
  start: '09:00',
  end: '17:00',
  schedule: 1,
  associate_ids: ['A1001'],
  repeats_annually: true,
};
const NEW_BLOCK = {
  agent: 'A1001',
  staff: null,
  start: '09:00',
  end: '17:00',
  recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  meeting_lengths: [15, 30],
  communication_mediums: ['in_person', 'phone'],
  location: null,
  schedule: 1,
};
const NEW_OOO = { date: '2027-01-02', start: '09:00', end: '17:00', schedule: 2, associate_ids: [], repeats_annually: false };

describe('subscription (API-016..018)', () => {
  it('API-016, SCHED-001: value.active is the state; alice is subscribed, bob canceled, ivan never subscribed', async () => {
    const res = await (await alice()).get(`${A}scheduler_subscription/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: { active: true } });
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await json(await jdoe.get('api/agents/A1003/scheduler_subscription/'))).toEqual({ value: { active: false } });
    expect(await json(await jdoe.get('api/agents/A1002/scheduler_subscription/'))).toEqual({ value: { active: false } });
  });

  it('API-017, API-018, SCHED-002, SCHED-004: enable and disable flip the state and keep the data', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const on = await bob.put('api/agents/A1003/scheduler_subscription/enable/');
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ value: { active: true } });
    expect(await json(await bob.put('api/agents/A1003/scheduler_subscription/enable/'))).toEqual({ value: { active: true } });
    expect(await json(await bob.get('api/agents/A1003/scheduler_subscription/'))).toEqual({ value: { active: true } });
    expect(await json(await bob.get('api/agents/A1003/schedules/'))).toEqual([]);

    const client = await alice();
    const off = await client.put(`${A}scheduler_subscription/disable/`);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ value: { active: false } });
    expect(await json(await client.get(`${A}schedules/`))).toHaveLength(2);
  });

  it('AUTH-008, AUTH-010: another agent, a corp user and nobody get 403; granted staff and provider staff pass', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const res = await bob.get(`${A}scheduler_subscription/`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    expect((await bob.put(`${A}scheduler_subscription/enable/`)).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'carol')).get(`${A}appointments/`)).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'sam')).get(`${A}appointments/`)).status).toBe(200);
    expect((await (await signedIn(sandbox.url, 'sam')).get('api/agents/A1003/schedules/')).status).toBe(403);
    const anonymous = await new SandboxClient(sandbox.url).get(`${A}schedules/`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const unknown = await (await signedIn(sandbox.url, 'jdoe')).get('api/agents/A9999/calendars/');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(NOT_FOUND);
  });

  it('API-017: unsafe calls need the CSRF header', async () => {
    const res = await (await alice()).put(`${A}scheduler_subscription/enable/`, undefined, { csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('appointments (API-019..021)', () => {
  it('API-019, SCHED-005..007: soonest first, one virtual (location null), one without a status', async () => {
    const res = await (await alice()).get(`${A}appointments/`);
    expect(res.status).toBe(200);
    const list = await json<Record<string, unknown>[]>(res);
    expect(list.map((a) => a.id)).toEqual([4, 1, 2, 3]);
    expect(list[1]).toEqual({
      id: 1,
      start_at: '2026-12-01T15:00:00Z',
      meeting_length: 30,
      communication_medium: 'in_person',
      assigned_to: { name: 'Alice Anderson' },
      customer: { name: 'Maria Lopez' },
      location: { office_location: { city: 'Austin' } },
      schedule: 1,
      status: 'scheduled',
    });
    expect(list[2]).toMatchObject({ id: 2, location: null, status: 'scheduled' });
    expect(list[3]).toMatchObject({ id: 3, assigned_to: { name: 'Sam Summers' } });
    expect('status' in list[3]).toBe(false);
    expect(list[0]).toMatchObject({ id: 4, status: 'canceled' });
    const bob = await signedIn(sandbox.url, 'bob');
    expect(await json(await bob.get('api/agents/A1003/appointments/'))).toEqual([]);
  });

  it('API-020, SCHED-008: DELETE answers 204 and the appointment stays listed as canceled', async () => {
    const client = await alice();
    const res = await client.delete(`${A}appointments/1/`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const list = await json<{ id: number; status?: string }[]>(await client.get(`${A}appointments/`));
    expect(list.find((a) => a.id === 1)?.status).toBe('canceled');
    expect((await client.delete(`${A}appointments/99/`)).status).toBe(404);
    expect((await client.delete(`${A}appointments/abc/`)).status).toBe(404);
  });

  it('API-021, SCHED-009: POST reschedule {start_at} answers the appointment, rescheduled (decision D-37)', async () => {
    const client = await alice();
    const res = await client.post(`${A}appointments/3/reschedule/`, { start_at: '2026-12-05T16:30:00-06:00' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 3, start_at: '2026-12-05T22:30:00Z', status: 'rescheduled' });
    const list = await json<{ id: number }[]>(await client.get(`${A}appointments/`));
    expect(list.map((a) => a.id)).toEqual([4, 1, 2, 3]);
  });

  it('API-021: a missing or bad start_at and a canceled appointment are 400s; an unknown one is a 404', async () => {
    const client = await alice();
    const missing = await client.post(`${A}appointments/1/reschedule/`, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ start_at: REQUIRED });
    const bad = await client.post(`${A}appointments/1/reschedule/`, { start_at: 'tomorrow' });
    expect(Object.keys(await json(bad))).toEqual(['start_at']);
    const canceled = await client.post(`${A}appointments/4/reschedule/`, { start_at: '2026-12-05T16:30:00Z' });
    expect(canceled.status).toBe(400);
    expect(await canceled.json()).toEqual({ non_field_errors: ['A canceled appointment cannot be rescheduled.'] });
    expect((await client.post(`${A}appointments/99/reschedule/`, { start_at: '2026-12-05T16:30:00Z' })).status).toBe(404);
  });
});

describe('schedules (API-022..026)', () => {
  it('API-022, SCHED-010: alice has two schedules with their availability and out-of-office blocks', async () => {
    const res = await (await alice()).get(`${A}schedules/`);
    expect(res.status).toBe(200);
    const list = await json<any[]>(res);
    expect(list.map((s) => [s.id, s.agent, s.label, s.domains])).toEqual([
      [1, 'A1001', 'Main office', ['alice-insurance.example']],
      [2, 'A1001', 'Quotes line', ['alice-quotes.example']],
    ]);
    expect(list[0].availability).toEqual([
      BLOCK_1,
      {
        id: 2,
        agent: 'A1001',
        staff: null,
        start: '10:00',
        end: '14:00',
        recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=SA',
        meeting_lengths: [30],
        communication_mediums: ['phone'],
        location: null,
        schedule: 1,
      },
    ]);
    expect(list[0].out_of_office_blocks).toEqual([OOO_1]);
    expect(list[1].availability).toEqual([expect.objectContaining({ id: 3, agent: null, staff: 'S2001', schedule: 2 })]);
    expect(list[1].out_of_office_blocks).toEqual([]);
  });

  it('API-023, SCHED-011: POST {agent, label, domains} answers 201 with the new schedule', async () => {
    const client = await alice();
    const res = await client.post(`${A}schedules/`, {
      agent: 'A1001',
      label: 'New Schedule K7Q',
      domains: ['Alice-Parked.example', 'alice-parked.example'],
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: 3,
      agent: 'A1001',
      label: 'New Schedule K7Q',
      domains: ['alice-parked.example'],
      availability: [],
      out_of_office_blocks: [],
    });
    expect(await json(await client.get(`${A}schedules/`))).toHaveLength(3);
    const noDomains = await client.post(`${A}schedules/`, { agent: 'A1001', label: 'Second' });
    expect(await noDomains.json()).toMatchObject({ id: 4, domains: [] });
  });

  it('API-023: agent, label and domains are checked, every problem in one 400', async () => {
    const client = await alice();
    const res = await client.post(`${A}schedules/`, {
      agent: 'A1003',
      label: 'x'.repeat(101),
      domains: ['bob-baker.example', 'old-alice.example'],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      agent: ['A schedule belongs to the agent in the path.'],
      label: [SCHEDULER_RULE_MESSAGES.labelLength],
      domains: [
        "bob-baker.example is not one of this agent's domains.",
        "old-alice.example is not one of this agent's domains.",
      ],
    });
    const empty = await client.post(`${A}schedules/`, { domains: 'x' });
    expect(await empty.json()).toEqual({
      agent: REQUIRED,
      label: REQUIRED,
      domains: ['Expected a list of items but got type "string".'],
    });
    expect(await json(await client.get(`${A}schedules/`))).toHaveLength(2);
  });

  it('API-024, SCHED-012: GET one schedule answers 200; another agent\'s or an unknown one is a 404', async () => {
    const client = await alice();
    const res = await client.get(`${A}schedules/1/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1, label: 'Main office', availability: [BLOCK_1, expect.anything()] });
    expect((await client.get(`${A}schedules/9/`)).status).toBe(404);
    const bob = await signedIn(sandbox.url, 'bob');
    await bob.put('api/agents/A1003/scheduler_subscription/enable/');
    expect((await bob.get('api/agents/A1003/schedules/1/')).status).toBe(404);
    expect((await bob.get(`${A}schedules/1/`)).status).toBe(403);
  });

  it('API-025, SCHED-013: PATCH label or domains answers 200 with the schedule; bad values are 400s', async () => {
    const client = await alice();
    const res = await patch(client, `${A}schedules/2/`, { label: '  Quotes  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 2, label: 'Quotes', domains: ['alice-quotes.example'] });
    const domains = await patch(client, `${A}schedules/2/`, { domains: [] });
    expect(await domains.json()).toMatchObject({ label: 'Quotes', domains: [] });
    const bad = await patch(client, `${A}schedules/2/`, { label: ' ' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ label: ['This field may not be blank.'] });
  });

  it('API-026, SCHED-014: DELETE answers 204; its blocks go and its appointments stay without a schedule', async () => {
    const client = await alice();
    const res = await client.delete(`${A}schedules/1/`);
    expect(res.status).toBe(204);
    expect((await json<{ id: number }[]>(await client.get(`${A}schedules/`))).map((s) => s.id)).toEqual([2]);
    expect((await patch(client, `${A}availability/1/`, { start: '08:00' })).status).toBe(404);
    expect((await client.delete(`${A}out_of_office_blocks/1/`)).status).toBe(404);
    const appointments = await json<{ id: number; schedule: number | null }[]>(await client.get(`${A}appointments/`));
    expect(appointments.find((a) => a.id === 1)?.schedule).toBeNull();
    expect((await client.delete(`${A}schedules/1/`)).status).toBe(404);
  });
});

describe('availability blocks (API-027..029)', () => {
  it('API-027, SCHED-015, SCHED-016: POST the block answers 201 with all its fields', async () => {
    const client = await alice();
    const body = { ...NEW_BLOCK, schedule: 99 };
    const res = await client.post(`${A}schedules/2/availability/`, body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ...NEW_BLOCK, id: 4, schedule: 2 });
    const own = await client.post(`${A}schedules/2/availability/`, { ...NEW_BLOCK, agent: null });
    expect(await own.json()).toMatchObject({ id: 5, agent: 'A1001' });
    const staff = await client.post(`${A}schedules/2/availability/`, { ...NEW_BLOCK, agent: null, staff: 'S2001' });
    expect(await staff.json()).toMatchObject({ agent: null, staff: 'S2001' });
    const schedule = await json<{ availability: unknown[] }>(await client.get(`${A}schedules/2/`));
    expect(schedule.availability).toHaveLength(4);
  });

  it('API-027: required fields, times, the rule, lengths, mediums and whose time it is are checked', async () => {
    const client = await alice();
    const missing = await client.post(`${A}schedules/1/availability/`, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      start: REQUIRED,
      end: REQUIRED,
      recurrences: REQUIRED,
      meeting_lengths: REQUIRED,
      communication_mediums: REQUIRED,
    });
    const bad = await client.post(`${A}schedules/1/availability/`, {
      ...NEW_BLOCK,
      start: '17:00',
      end: '09:00',
      recurrences: 'RRULE:FREQ=DAILY',
      meeting_lengths: [0],
      communication_mediums: ['fax'],
      staff: 'S2001',
    });
    expect(await bad.json()).toEqual({
      end: [SCHEDULER_RULE_MESSAGES.endAfterStart],
      recurrences: ['Enter a weekly rule such as RRULE:FREQ=WEEKLY;BYDAY=MO,TU.'],
      meeting_lengths: [SCHEDULER_RULE_MESSAGES.meetingLength],
      communication_mediums: [SCHEDULER_RULE_MESSAGES.communicationMediums],
      staff: ['Give either the agent or a staff member whose time this is.'],
    });
    const otherAgent = await client.post(`${A}schedules/1/availability/`, { ...NEW_BLOCK, agent: 'A1003' });
    expect(await otherAgent.json()).toEqual({ agent: ['The agent must be the agent in the path.'] });
    expect((await client.post(`${A}schedules/9/availability/`, NEW_BLOCK)).status).toBe(404);
  });

  it('SCHED-019: the empty rule (no weekday) is refused by POST and PATCH, and nothing is stored (decision D-66)', async () => {
    const client = await alice();
    const created = await client.post(`${A}schedules/2/availability/`, { ...NEW_BLOCK, recurrences: '' });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({ recurrences: [SCHEDULER_RULE_MESSAGES.weekdays] });
    const changed = await patch(client, `${A}availability/1/`, { recurrences: ' ' });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual({ recurrences: [SCHEDULER_RULE_MESSAGES.weekdays] });
    const schedules = await json<{ availability: unknown[] }[]>(await client.get(`${A}schedules/`));
    expect(schedules[0].availability[0]).toEqual(BLOCK_1);
    expect(schedules[1].availability).toHaveLength(1);
  });

  it('API-027: a body that does not fit the contract is a DRF 400 naming the field', async () => {
    const client = await alice();
    const res = await client.post(`${A}schedules/1/availability/`, { ...NEW_BLOCK, meeting_lengths: 'thirty', location: 7 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      meeting_lengths: ['Expected a list of items but got type "string".'],
      location: ['Not a valid string.'],
    });
  });

  it('API-028, SCHED-017: PATCH changes only the fields given and checks the merged block', async () => {
    const client = await alice();
    const res = await patch(client, `${A}availability/1/`, {
      recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=SU,SA',
      location: null,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...BLOCK_1, recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=SU,SA', location: null });
    const moved = await patch(client, `${A}availability/1/`, { schedule: 2 });
    expect(await moved.json()).toMatchObject({ id: 1, schedule: 2 });
    const bad = await patch(client, `${A}availability/1/`, { start: '18:00' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ end: [SCHEDULER_RULE_MESSAGES.endAfterStart] });
    const badSchedule = await patch(client, `${A}availability/1/`, { schedule: 9 });
    expect(await badSchedule.json()).toEqual({ schedule: ['Invalid pk "9" - object does not exist.'] });
    expect((await patch(client, `${A}availability/99/`, { start: '08:00' })).status).toBe(404);
  });

  it('API-029, SCHED-018: DELETE answers 204 and the block is gone', async () => {
    const client = await alice();
    expect((await client.delete(`${A}availability/2/`)).status).toBe(204);
    const schedule = await json<{ availability: { id: number }[] }>(await client.get(`${A}schedules/1/`));
    expect(schedule.availability.map((b) => b.id)).toEqual([1]);
    expect((await client.delete(`${A}availability/2/`)).status).toBe(404);
    const bob = await signedIn(sandbox.url, 'bob');
    expect((await bob.delete('api/agents/A1003/availability/1/')).status).toBe(404);
    expect((await bob.delete(`${A}availability/1/`)).status).toBe(403);
  });
});

describe('out-of-office blocks (API-030..032)', () => {
  it('API-030, SCHED-020, SCHED-021: POST the six fields answers 201 with the block', async () => {
    const client = await alice();
    const res = await client.post(`${A}out_of_office_blocks/`, NEW_OOO);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ...NEW_OOO, id: 2 });
    const schedule = await json<{ out_of_office_blocks: unknown[] }>(await client.get(`${A}schedules/2/`));
    expect(schedule.out_of_office_blocks).toEqual([{ ...NEW_OOO, id: 2 }]);
    const defaults = await client.post(`${A}out_of_office_blocks/`, { date: '2027-01-03', start: '09:00', end: '17:00', schedule: 1 });
    expect(await defaults.json()).toMatchObject({ associate_ids: [], repeats_annually: false });
  });

  it('API-030: date, times, schedule, associate ids and repeats_annually are checked', async () => {
    const client = await alice();
    const missing = await client.post(`${A}out_of_office_blocks/`, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ date: REQUIRED, start: REQUIRED, end: REQUIRED, schedule: REQUIRED });
    const wrongType = await client.post(`${A}out_of_office_blocks/`, { ...NEW_OOO, repeats_annually: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({ repeats_annually: ['Must be a valid boolean.'] });
    const bad = await client.post(`${A}out_of_office_blocks/`, {
      date: '2027-02-30',
      start: '9:00',
      end: '17:00',
      schedule: 3,
      associate_ids: [' '],
    });
    expect(await bad.json()).toEqual({
      schedule: ['Invalid pk "3" - object does not exist.'],
      date: [SCHEDULER_RULE_MESSAGES.date],
      start: [SCHEDULER_RULE_MESSAGES.time],
      associate_ids: [SCHEDULER_RULE_MESSAGES.associateId],
    });
  });

  it('API-031, SCHED-022: PUT replaces the whole block', async () => {
    const client = await alice();
    const res = await client.put(`${A}out_of_office_blocks/1/`, NEW_OOO);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...NEW_OOO, id: 1 });
    const partial = await client.put(`${A}out_of_office_blocks/1/`, { date: '2027-01-02' });
    expect(partial.status).toBe(400);
    expect(await partial.json()).toEqual({ start: REQUIRED, end: REQUIRED, schedule: REQUIRED });
    expect((await client.put(`${A}out_of_office_blocks/9/`, NEW_OOO)).status).toBe(404);
  });

  it('API-032, SCHED-023: DELETE answers 204 and the block is gone', async () => {
    const client = await alice();
    expect((await client.delete(`${A}out_of_office_blocks/1/`)).status).toBe(204);
    const schedule = await json<{ out_of_office_blocks: unknown[] }>(await client.get(`${A}schedules/1/`));
    expect(schedule.out_of_office_blocks).toEqual([]);
    expect((await client.delete(`${A}out_of_office_blocks/1/`)).status).toBe(404);
  });
});

describe('settings (API-033..035)', () => {
  it('API-033, SCHED-024: an agency-wide link and one link per schedule, stable across resets', async () => {
    const client = await alice();
    const res = await client.get(`${A}calendars/`);
    expect(res.status).toBe(200);
    const links = await json<{ agency_url: string; schedules: { schedule: number; label: string; url: string }[] }>(res);
    expect(links.agency_url).toMatch(/^https:\/\/calendars\.provider\.example\/ical\/A1001\/[0-9a-f]{24}\.ics$/);
    expect(links.schedules.map((s) => [s.schedule, s.label])).toEqual([
      [1, 'Main office'],
      [2, 'Quotes line'],
    ]);
    const urls = new Set([links.agency_url, ...links.schedules.map((s) => s.url)]);
    expect(urls.size).toBe(3);
    await resetSandbox(sandbox.url);
    expect(await json(await (await alice()).get(`${A}calendars/`))).toEqual(links);
  });

  it('API-034, SCHED-025: the recipients list', async () => {
    const res = await (await alice()).get(`${A}appointment_notification_recipients/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recipients: ['alice@agents.example', 'frontdesk@alice-insurance.example'] });
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await json(await jdoe.get('api/agents/A1003/appointment_notification_recipients/'))).toEqual({ recipients: [] });
  });

  it('API-035, SCHED-025: PATCH {recipients} answers 204 and replaces the list', async () => {
    const client = await alice();
    const res = await patch(client, `${A}appointment_notification_recipients/`, {
      recipients: [' office@alice.example ', 'OFFICE@alice.example', 'alice@agents.example'],
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await json(await client.get(`${A}appointment_notification_recipients/`))).toEqual({
      recipients: ['office@alice.example', 'alice@agents.example'],
    });
    expect((await patch(client, `${A}appointment_notification_recipients/`, { recipients: [] })).status).toBe(204);
  });

  it('API-035: a bad address or a missing list is a 400 and changes nothing', async () => {
    const client = await alice();
    const bad = await patch(client, `${A}appointment_notification_recipients/`, { recipients: ['ok@x.example', 'nope'] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ recipients: [SCHEDULER_RULE_MESSAGES.recipient] });
    const missing = await patch(client, `${A}appointment_notification_recipients/`, {});
    expect(await missing.json()).toEqual({ recipients: REQUIRED });
    expect(await json(await client.get(`${A}appointment_notification_recipients/`))).toMatchObject({
      recipients: ['alice@agents.example', 'frontdesk@alice-insurance.example'],
    });
  });
});
