import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, tooLongMessage } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Issue #24 §5 (decision D-161): the staff free-text fields have limits in the rules; the gateway refuses a longer text
// with the field's message before any upstream call, and sends one exactly at the limit.

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

const writes = () => gw.calls.filter((c) => c.method !== 'GET');
/** `n` characters, an emoji among them: the limit counts characters as a person does, not UTF-16 units. */
const text = (n: number) => `😀${'a'.repeat(n - 1)}`;
const url = (n: number) => `https://jobs.agents.test/${'a'.repeat(n - 'https://jobs.agents.test/'.length)}`;
/** An address of n characters that is otherwise valid: a 64-character local part, host labels of at most 60. */
function email(n: number): string {
  let host = 'example';
  for (let left = n - 64 - 1 - host.length; left > 0; left -= 61) host = `${'b'.repeat(Math.min(60, left - 1))}.${host}`;
  return `${'a'.repeat(64)}@${host}`;
}

const NOTIFICATION = {
  header: 'Maintenance',
  message: null,
  variant: 'info',
  start: '2030-01-01T00:00:00.000Z',
  end: '2030-01-02T00:00:00.000Z',
  showDashboard: true,
  showMxeditor: false,
};
const SAVED_NOTIFICATION = {
  id: 7,
  header: 'Maintenance',
  message: null,
  variant: 'info',
  start: '2030-01-01T00:00:00Z',
  end: '2030-01-02T00:00:00Z',
  show_dashboard: true,
  show_mxeditor: false,
};

interface Case {
  field: string;
  label: string;
  max: number;
  document: string;
  variables: (value: string) => Record<string, unknown>;
  /** Where the error's fields name it. */
  key: string;
  value: (n: number) => string;
  /** The upstream's answers for a save that goes through. */
  arrange: () => void;
}

const CASES: Case[] = [
  {
    field: 'a notification header',
    label: 'Header',
    max: TEXT_LIMITS.notificationHeader,
    document: 'mutation($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }',
    variables: (header) => ({ input: { ...NOTIFICATION, header } }),
    key: 'header',
    value: text,
    arrange: () => gw.reply('POST', 'api/site_notifications/', 201, SAVED_NOTIFICATION),
  },
  {
    field: 'a notification message',
    label: 'Message',
    max: TEXT_LIMITS.notificationMessage,
    document: 'mutation($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }',
    variables: (message) => ({ input: { ...NOTIFICATION, message } }),
    key: 'message',
    value: text,
    arrange: () => gw.reply('POST', 'api/site_notifications/', 201, SAVED_NOTIFICATION),
  },
  {
    field: 'a note',
    label: 'Note',
    max: TEXT_LIMITS.noteText,
    document: 'mutation($input: AddNoteInput!) { addNote(input: $input) { note { noteId } } }',
    variables: (value) => ({ input: { agentId: 'A1', category: 'billing', text: value, serviceFailure: false, followUpBy: null } }),
    key: 'text',
    value: text,
    arrange: () => {
      const note = {
        id: 9,
        category: 'billing',
        text: 'x',
        service_failure: false,
        follow_up_by: null,
        followed_up_at: null,
        created_at: '2026-10-15T09:20:00Z',
        created_by: 'jdoe@mirus.example',
        assigned_to: null,
        updated_at: null,
      };
      gw.reply('POST', 'api/agents/A1/notes/', 201, note);
      gw.reply('GET', 'api/agents/A1/notes/?page=1&page_size=100', 200, { count: 1, page: 1, page_size: 100, results: [note] });
    },
  },
  {
    field: 'a job listing URL',
    label: 'Listing URL',
    max: TEXT_LIMITS.listingUrl,
    document: 'mutation($input: SetJobListingOverrideInput!) { setJobListingOverride(input: $input) { jobListing { id } } }',
    variables: (urlOverride) => ({ input: { agentId: 'A1', officeAssociateId: 'OFF-2', urlOverride } }),
    key: 'urlOverride',
    value: url,
    arrange: () =>
      gw.reply('POST', 'api/agents/A1/locations/OFF-2/jobs/', 200, {
        url_override: 'https://jobs.example/x',
        microsite_url: 'https://a.example/jobs/',
        last_crawl: null,
        active: false,
        jobs: [],
      }),
  },
  {
    field: "a registrar contact's e-mail",
    label: 'E-mail',
    max: TEXT_LIMITS.registrarEmail,
    document: 'mutation($input: UpdateRegistrarContactInput!) { updateRegistrarContact(input: $input) { registrar { id } } }',
    variables: (value) => ({
      input: { agentId: 'A1', domainName: 'a1.example', email: value, phone: '3125550199', contactTypes: ['admin'] },
    }),
    key: 'email',
    value: email,
    arrange: () => {
      // D-226: the agent's list first (a cancelled domain takes no registrar change).
      gw.reply('GET', 'api/agents/A1/domains/', 200, [
        { pk: 1, domain_name: 'a1.example', product_type: 'm1', is_cancelled: false, active: true, content: ['/'] },
      ]);
      gw.reply('POST', 'api/agents/A1/domains/a1.example/registrar/', 200, {
        authcode: 'x',
        authcodeUpdatedAt: null,
        transfer_allowed: false,
        contacts: [],
        markedForTransferBy: null,
        markedForTransferOn: null,
      });
    },
  },
];

describe.each(CASES)('issue #24 §5: $field', (c) => {
  it(`one character over ${c.max} is refused with "${tooLongMessage(c.label, c.max)}" and no upstream write`, async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(c.document, { variables: c.variables(c.value(c.max + 1)), cookie: SESSION.cookie });
    expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { [c.key]: [tooLongMessage(c.label, c.max)] } });
    expect(writes()).toEqual([]);
  });

  it(`exactly ${c.max} characters are saved`, async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    c.arrange();
    const res = await gw.gql(c.document, { variables: c.variables(c.value(c.max)), cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(writes()).toHaveLength(1);
  });
});
