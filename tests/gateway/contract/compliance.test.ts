import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { complianceCalls, type RestCall } from '@portal/rules/contract';
import { AUTH_INFO, USERS, useGateway, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers, ownDomains, viewer } from './garbage';

const D = 'alpha.example';
const CONFIG_PATH = `api/domain/${D}/config/?include_pages=false`;
const CONFIG = {
  core: {
    agent: { associate_id: 'A1', name: 'Alice', about: null, image: null, social: { facebook: null, linkedin: null, twitter: null, youtube: null } },
    office: {
      name: 'Smith Agency',
      address: null,
      landmark: null,
      hours: null,
      phone: { business: null, on_microsite: false },
      preferred_phone: null,
      team: { members: [] },
    },
    feeds: { reviews: true, articles: true },
    qlp: { header: null, layout: null },
    meta: { branch: 'main', version: '2026.11.1' },
  },
  pages: null,
  productType: 'm2',
};
const CLEAN = {
  compliance: {
    assessment: { lexiconViolations: [], collapsedViolations: [], generalViolations: [], categoryViolations: [], isCompliant: true },
    disposition: 'approved',
  },
  spelling: [],
  sanitizer: [],
};
const CHECK = 'mutation ($input: CheckComplianceInput!) { checkCompliance(input: $input) { compliant } }';
const INPUT = { agentId: 'A1', domainName: D, text: 'Hello', allowedTerms: [], editorType: 'rich' };
const OVERRIDE = {
  id: 7,
  type: 'text',
  value: 'Hi',
  status: 'pending',
  key: 'contact-me',
  subkey: 'heading',
  page_key: 'contact',
  allowed_terms: [],
  description: '',
  override_type: 'section',
  branch: 'main',
  version: '2026.11.1',
  time: '2026-11-20T10:00:00Z',
};

describe('the compliance vendor refuses garbage answers (ERR-095)', () => {
  itRefusesGarbageAnswers([
    {
      call: complianceCalls.check,
      path: `api/mxeditor/${D}/compliance/`,
      document: CHECK,
      variables: { input: INPUT },
      arrange: (gw) => {
        viewer(USERS.agent)(gw);
        ownDomains(D)(gw);
        gw.reply('GET', CONFIG_PATH, 200, CONFIG);
      },
      failure: MESSAGES.complianceEditor,
      dataPath: ['checkCompliance'],
      wrongShape: { compliance: { assessment: { isCompliant: true } }, spelling: [], sanitizer: [] },
    },
  ]);
});

/** A fire-and-log call: a garbage answer is never taken as data, and never costs the user the operation it follows. */
interface LogCase {
  call: RestCall;
  path: string;
  document: string;
  variables: Record<string, unknown>;
  arrange(gw: TestGateway): void;
  /** What the operation still answers. */
  expected: unknown;
}

function itIgnoresGarbageAnswers(cases: LogCase[]): void {
  const gw = useGateway();
  for (const c of cases) {
    for (const [label, body, type] of [
      ['a non-JSON', '<html>502</html>', 'text/html'],
      ['a wrong-shaped', JSON.stringify({ ok: 'yes' }), 'application/json'],
    ] as const) {
      it(`${c.call.api}: ${label} answer to ${c.call.method} ${c.call.path} is sent once and does not fail the operation`, async () => {
        c.arrange(gw);
        gw.reply(c.call.method, c.path, 201, body, { headers: { 'content-type': type } });
        const res = await gw.gql(c.document, { variables: c.variables, cookie: 'sessionid=sess1; csrftoken=tok1' });
        expect(gw.callsTo(c.call.method, c.path)).toHaveLength(1);
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data).toEqual(c.expected);
      });
    }
  }
}

describe('the compliance event log and the override analytics event ignore garbage answers (D-102)', () => {
  itIgnoresGarbageAnswers([
    {
      call: complianceCalls.logEvent,
      path: `api/mxeditor/${D}/compliance/events/`,
      document: CHECK,
      variables: { input: INPUT },
      arrange: (gw) => {
        gw.reply('GET', AUTH_INFO, 200, USERS.agent);
        ownDomains(D)(gw);
        gw.reply('GET', CONFIG_PATH, 200, CONFIG);
        gw.reply('POST', `api/mxeditor/${D}/compliance/`, 200, CLEAN);
      },
      expected: { checkCompliance: { compliant: true } },
    },
    {
      call: complianceCalls.overrideEvent,
      path: 'api/analytics/events/',
      document: 'mutation ($input: SaveOverrideInput!) { saveOverride(input: $input) { overrides { overrideId } } }',
      variables: {
        input: { agentId: 'A1', domainName: D, pageKey: 'contact', key: 'contact-me', changes: [{ subkey: 'heading', value: 'Hi' }] },
      },
      arrange: (gw) => {
        gw.reply('GET', AUTH_INFO, 200, USERS.agent);
        ownDomains(D)(gw);
        gw.reply('GET', CONFIG_PATH, 200, CONFIG);
        gw.reply('POST', `api/mxeditor/${D}/compliance/`, 200, CLEAN);
        gw.reply('POST', `api/domains/${D}/overrides/`, 201, OVERRIDE);
      },
      expected: { saveOverride: { overrides: [{ overrideId: 7 }] } },
    },
  ]);
});
