import type { AddressInfo } from 'node:net';
import { COMPLIANCE_HELPER_DOMAIN, COMPLIANCE_MESSAGES } from '@portal/rules';
import { complianceCalls, type ComplianceAnswer } from '@portal/rules/contract';
import { createSandboxApp, openDatabase, type SandboxDatabase } from '@portal/sandbox';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN, SandboxClient, signedIn } from './client';

// Its own database, so the event tables can be read back.
let db: SandboxDatabase;
let server: Server;
let url: string;
beforeAll(async () => {
  db = openDatabase();
  server = createSandboxApp({ db }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
  db.close();
});

const D = 'alice-insurance.example';
const CHECK = `api/mxeditor/${D}/compliance/`;
const EVENTS = `api/mxeditor/${D}/compliance/events/`;

async function check(client: SandboxClient, text: string, allowedTerms: string[] = [], allowNonEnglish = false) {
  const res = await client.post(CHECK, { text, allowedTerms, allowNonEnglish });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as ComplianceAnswer;
  expect(complianceCalls.check.answer.safeParse(answer).success).toBe(true);
  return answer;
}

const FRENCH =
  'Nous aidons les familles de Springfield à protéger leur maison, leur voiture et leur entreprise avec une assurance adaptée à leurs besoins.';

describe('the compliance vendor (API-105), a real checker', () => {
  it('API-105: a clean English text is approved and compliant, with no spelling hints', async () => {
    const alice = await signedIn(url, 'alice');
    const answer = await check(alice, '<p>Alice Anderson has served <b>Springfield</b> families since 2004. Stop by the office for a quote.</p>');
    expect(answer).toEqual({
      compliance: {
        assessment: { lexiconViolations: [], collapsedViolations: [], generalViolations: [], categoryViolations: [], isCompliant: true },
        disposition: 'approved',
      },
      spelling: [],
      sanitizer: [],
    });
  });

  it('VALID-053: a misspelling is reported with suggestions but does not fail the text; words in tags, URLs, e-mails and acronyms are not checked', async () => {
    const alice = await signedIn(url, 'alice');
    const answer = await check(
      alice,
      '<p class="hedaer-xyzzy">Protect your familly with renters coverage. Visit https://alice.example/qoute or write to qoute@alice.example. Ask about SR22 and NAIC ratings.</p>',
    );
    expect(answer.spelling).toEqual([{ origWord: 'familly', suggestions: expect.arrayContaining(['family']) }]);
    expect(answer.compliance.assessment.isCompliant).toBe(true);
  });

  it('API-105: prohibited and risky phrases are found case-insensitively on word boundaries, by category', async () => {
    const alice = await signedIn(url, 'alice');
    const answer = await check(alice, 'Get the Best Rates in town and guaranteed savings! Cash back for signing. Best rates again. Act now.');
    const { assessment, disposition } = answer.compliance;
    expect(assessment.lexiconViolations.map((v) => [v.phrase, v.term, v.category, v.severity])).toEqual([
      ['Best Rates', 'best rates', 'superlatives', 'risky'],
      ['guaranteed savings', 'guaranteed savings', 'guarantees', 'prohibited'],
      ['Cash back for signing', 'cash back for signing', 'rebating', 'prohibited'],
      ['Best rates', 'best rates', 'superlatives', 'risky'],
      ['Act now', 'act now', 'pressure', 'risky'],
    ]);
    expect(assessment.collapsedViolations).toContainEqual({ term: 'best rates', category: 'superlatives', severity: 'risky', count: 2 });
    expect(assessment.categoryViolations).toContainEqual({ category: 'superlatives', count: 2, terms: ['best rates'] });
    expect(assessment.isCompliant).toBe(false);
    expect(disposition).toBe('rejected');
    // "bestrates" and "best ratesetter" are not the phrase.
    expect((await check(alice, 'Our bestrates page')).compliance.assessment.lexiconViolations).toEqual([]);
  });

  it('API-105: risky phrases alone send the text to review, still not compliant', async () => {
    const alice = await signedIn(url, 'alice');
    const answer = await check(alice, 'We have the cheapest premiums.');
    expect(answer.compliance.disposition).toBe('review');
    expect(answer.compliance.assessment.isCompliant).toBe(false);
  });

  it('EDITOR-059: an allowed term exempts its exact text; the same term with other spacing does not', async () => {
    const alice = await signedIn(url, 'alice');
    const exempt = await check(alice, 'Ask about our best rates.', ['best rates']);
    expect(exempt.compliance.assessment.lexiconViolations).toEqual([]);
    expect(exempt.compliance.assessment.isCompliant).toBe(true);
    const spaced = await check(alice, 'Ask about our best rates.', [' best rates']);
    expect(spaced.compliance.assessment.collapsedViolations.map((v) => v.term)).toEqual(['best rates']);
    expect(spaced.compliance.assessment.isCompliant).toBe(false);
  });

  it('API-105: a card number passing Luhn is in the sanitizer list; one failing Luhn is not', async () => {
    const alice = await signedIn(url, 'alice');
    const answer = await check(alice, 'Pay with 4111 1111 1111 1111 today. Reference 4111 1111 1111 1112.');
    expect(answer.sanitizer).toEqual(['4111 1111 1111 1111']);
    expect(answer.compliance.assessment.generalViolations.map((v) => v.code)).toEqual(['sensitive_data']);
    expect(answer.compliance.assessment.isCompliant).toBe(false);
    expect(answer.compliance.disposition).toBe('rejected');
  });

  it('API-105: SSN, TIN, SIN, driver\'s licence, account numbers and medical terms are found; never-issued SSNs and insurance licences are not', async () => {
    const alice = await signedIn(url, 'alice');
    const answer = await check(
      alice,
      'SSN 123-45-6789, not 666-12-3456 or 900-12-3456. EIN 12-3456789. SIN 130 692 544. DL D1234567. Account number 123456789012. She was diagnosed with diabetes. Insurance License #0G12345.',
    );
    expect(answer.sanitizer).toEqual([
      '123-45-6789',
      '12-3456789',
      '130 692 544',
      'DL D1234567',
      'Account number 123456789012',
      'diagnosed',
      'diabetes',
    ]);
  });

  it('VALID-051: a French paragraph is a general violation unless allowNonEnglish', async () => {
    const alice = await signedIn(url, 'alice');
    const refused = await check(alice, FRENCH);
    expect(refused.compliance.assessment.generalViolations).toEqual([{ code: 'non_english', message: COMPLIANCE_MESSAGES.nonEnglish }]);
    expect(refused.compliance.assessment.isCompliant).toBe(false);
    const allowed = await check(alice, FRENCH, [], true);
    expect(allowed.compliance.assessment.generalViolations).toEqual([]);
    expect(allowed.compliance.assessment.isCompliant).toBe(true);
    expect(allowed.spelling).toEqual([]); // not spell-checked against an English dictionary
    // Too short to judge: taken as English.
    expect((await check(alice, 'Merci beaucoup!')).compliance.assessment.generalViolations).toEqual([]);
  });

  it('API-105: a body off the contract is a DRF 400', async () => {
    const alice = await signedIn(url, 'alice');
    const res = await alice.post(CHECK, { text: 'Hello', allowedTerms: 'best rates' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['allowNonEnglish', 'allowedTerms']);
  });
});

describe('who may check (API-105 access)', () => {
  it('API-105 D-172: the owner, their staff, provider staff and queue reviewers may check; another agent, a corporate user without queue and nobody may not', async () => {
    for (const user of ['alice', 'sam', 'jdoe', 'carol']) {
      expect((await (await signedIn(url, user)).post(CHECK, { text: 'Hi', allowedTerms: [], allowNonEnglish: false })).status).toBe(200);
    }
    for (const user of ['bob', 'nora']) {
      const res = await (await signedIn(url, user)).post(CHECK, { text: 'Hi', allowedTerms: [], allowNonEnglish: false });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }
    const anonymous = new SandboxClient(url);
    await anonymous.get('version.txt');
    expect((await anonymous.post(CHECK, { text: 'Hi', allowedTerms: [], allowNonEnglish: false })).status).toBe(403);
  });

  it('ADMIN-083, CONST-043: the helper\'s fixed test domain is for internal provider staff only', async () => {
    const path = `api/mxeditor/${COMPLIANCE_HELPER_DOMAIN.domainName}/compliance/`;
    const body = { text: 'Best rates', allowedTerms: [], allowNonEnglish: false };
    const jdoe = await signedIn(url, 'jdoe');
    const res = await jdoe.post(path, body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ComplianceAnswer).compliance.disposition).toBe('review');
    expect((await (await signedIn(url, 'alice')).post(path, body)).status).toBe(403);
    expect((await (await signedIn(url, 'erin')).post(path, body)).status).toBe(403);
  });
});

describe('the event logs (API-106, API-059)', () => {
  it('API-106: a completed check is stored with who logged it; a stranger may not log', async () => {
    const alice = await signedIn(url, 'alice');
    const response = await check(alice, 'The best rates.');
    const event = {
      response,
      is_compliant: false,
      disposition: 'review',
      violations: [{ kind: 'lexicon', text: 'best rates', category: 'superlatives' }],
      domain: D,
      config_associate_id: 'A1001',
      user: { username: 'alice', user_type: 'agent', identifier: 'A1001', email: 'alice@agents.example' },
      organization: 'A1001',
    };
    const res = await alice.post(EVENTS, event);
    expect(res.status).toBe(201);
    const logged = (await res.json()) as { id: number; created: string };
    expect(complianceCalls.logEvent.answer.safeParse(logged).success).toBe(true);
    const row = db.prepare('SELECT * FROM compliance_events WHERE id = ?').get(logged.id) as Record<string, unknown>;
    expect(row).toMatchObject({
      domain_name: D,
      config_associate_id: 'A1001',
      is_compliant: 0,
      disposition: 'review',
      username: 'alice',
      user_type: 'agent',
      organization: 'A1001',
      logged_by: 'alice',
    });
    expect(JSON.parse(row.response as string)).toEqual(response);
    expect(JSON.parse(row.violations as string)).toEqual(event.violations);
    expect((await (await signedIn(url, 'bob')).post(EVENTS, event)).status).toBe(403);
  });

  it('API-059: an override analytics event is stored for whoever may edit the domain', async () => {
    const sam = await signedIn(url, 'sam');
    const body = {
      event: 'content_override',
      domain_name: D,
      page: 'contact',
      section: 'contact-me',
      fields: ['heading'],
      override_ids: [12],
      branch: 'main',
      user: 'sam',
    };
    const res = await sam.post('api/analytics/events/', body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(db.prepare('SELECT section, fields, logged_by FROM analytics_events WHERE id = ?').get(id)).toEqual({
      section: 'contact-me',
      fields: '["heading"]',
      logged_by: 'sam',
    });
    expect((await (await signedIn(url, 'bob')).post('api/analytics/events/', body)).status).toBe(403);
  });
});

describe('a slow or failing vendor (the fault switch)', () => {
  it('ERR-099: a fault makes the vendor answer 503; a delayMs fault without status slows it and then answers', async () => {
    const control = new SandboxClient(url);
    const alice = await signedIn(url, 'alice');
    expect((await control.post('api/sandbox/faults/', { method: 'POST', path: CHECK, status: 503, times: 1 })).status).toBe(201);
    expect((await alice.post(CHECK, { text: 'Hi', allowedTerms: [], allowNonEnglish: false })).status).toBe(503);
    const slow = await control.post('api/sandbox/faults/', { method: 'POST', path: CHECK, delayMs: 50, times: 1 });
    expect(slow.status).toBe(201);
    expect(await slow.json()).toEqual({ method: 'POST', path: `/${CHECK}`, delayMs: 50, times: 1 });
    expect((await alice.post(CHECK, { text: 'Hi', allowedTerms: [], allowNonEnglish: false })).status).toBe(200);
    const bad = await control.post('api/sandbox/faults/', { method: 'POST', path: CHECK, delayMs: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object)).toEqual(['delayMs']);
  });
});
