import type { Db } from '../db/module';
import { findDomainByName } from '../lib/domainStore';
import { configVersion } from '../lib/domainConfig';
import { insertOverride, type NewOverride } from './overrides';

interface SeedOverride {
  domain: string;
  page_key: string;
  key: string;
  subkey: string;
  value: string;
  status: 'pending' | 'approved';
  type?: string;
  time: string;
}

/**
 * Per editable domain of alice (m2, m1, sf_microsite) and the demo domain: one approved and one pending override,
 * the pending one on the same field where a test shows that pending content is not live (EDITOR-008).
 */
const SEED_OVERRIDES: readonly SeedOverride[] = [
  {
    domain: 'alice-insurance.example',
    page_key: 'about',
    key: 'about-me',
    subkey: '',
    value: 'Alice has served Springfield families since 2009.',
    status: 'approved',
    time: '2026-11-01T10:00:00Z',
  },
  {
    domain: 'alice-insurance.example',
    page_key: 'about',
    key: 'about-me',
    subkey: '',
    value: 'Alice Anderson: your neighbourhood agent, now open on Saturdays.',
    status: 'pending',
    time: '2026-11-20T15:30:00Z',
  },
  {
    domain: 'alice-insurance.example',
    page_key: 'contact',
    key: 'contact-me',
    subkey: 'heading',
    value: 'Talk to Alice',
    status: 'approved',
    time: '2026-10-12T09:00:00Z',
  },
  {
    domain: 'aliceanderson-agency.example',
    page_key: 'home',
    key: 'page-title',
    subkey: '',
    value: 'Anderson Agency | Springfield Insurance',
    status: 'approved',
    time: '2026-09-03T08:00:00Z',
  },
  {
    domain: 'aliceanderson-agency.example',
    page_key: 'about',
    key: 'mission',
    subkey: '',
    value: 'Honest advice, fair prices, fast claims.',
    status: 'pending',
    time: '2026-11-18T12:00:00Z',
  },
  {
    domain: 'alice-quotes.example',
    page_key: 'quote',
    key: 'qlp-text-header',
    subkey: '',
    value: 'Your quote in five minutes',
    status: 'approved',
    time: '2026-08-20T14:00:00Z',
  },
  {
    domain: 'alice-quotes.example',
    page_key: 'home',
    key: 'contact-me',
    subkey: 'message',
    value: 'Call or write: we answer within a day.',
    status: 'pending',
    time: '2026-11-19T16:45:00Z',
  },
  {
    domain: 'demo-insurance.example',
    page_key: 'about',
    key: 'about-me',
    subkey: '',
    value: 'Baker Family Insurance: three generations of service on the harbor.',
    status: 'approved',
    time: '2026-07-01T09:00:00Z',
  },
  {
    domain: 'demo-insurance.example',
    page_key: 'home',
    key: 'page-title',
    subkey: '',
    value: 'Baker Family Insurance | Portland, Maine',
    status: 'pending',
    time: '2026-11-21T11:00:00Z',
  },
];

export function seedEditor(db: Db): void {
  for (const { domain: name, type = 'text', ...o } of SEED_OVERRIDES) {
    const domain = findDomainByName(db, name);
    if (!domain) continue;
    const override: NewOverride = {
      ...o,
      type,
      allowed_terms: [],
      override_type: 'section',
      branch: 'main',
      version: configVersion(domain),
    };
    insertOverride(db, domain.pk, override, 'seed');
  }
}
