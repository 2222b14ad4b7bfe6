import type { ProductType } from '@portal/rules';
import type { Db } from '../db/module';
import { ROUTE_TEMPLATES } from '../lib/domainContent';
import { insertRenderAttempt, type RenderAttempt } from './renderAttempts';
import { insertDomain } from '../lib/domainStore';

interface SeedDomain {
  associate_id: string;
  domain_name: string;
  product_type: ProductType;
  active: boolean;
  is_cancelled?: boolean;
  /** False: registered outside the provider (DOM-015). */
  can_move?: boolean;
  registered_on: string;
  expires_on: string;
  content?: readonly string[];
  renders?: readonly RenderAttempt[];
}

const ok = (render_time: string): RenderAttempt => ({ render_time, success: true });
const failed = (render_time: string): RenderAttempt => ({ render_time, success: false });

/** In pk order. A1004 (tina) has none, so the portal shows its new-agent welcome. */
const SEED_DOMAINS: readonly SeedDomain[] = [
  {
    associate_id: 'A1001',
    domain_name: 'alice-insurance.example',
    product_type: 'm2',
    active: true,
    registered_on: '2019-04-02T00:00:00Z',
    expires_on: '2027-04-02T00:00:00Z',
    renders: [ok('2026-11-17T14:05:12Z'), ok('2026-11-19T08:40:03Z'), failed('2026-11-20T09:30:47Z')],
  },
  {
    associate_id: 'A1001',
    domain_name: 'aliceanderson-agency.example',
    product_type: 'm1',
    active: true,
    registered_on: '2020-08-15T00:00:00Z',
    expires_on: '2027-08-15T00:00:00Z',
    renders: [failed('2026-10-02T11:00:00Z'), ok('2026-11-18T16:22:10Z')],
  },
  {
    associate_id: 'A1001',
    domain_name: 'alice-quotes.example',
    product_type: 'sf_microsite',
    active: true,
    registered_on: '2021-01-10T00:00:00Z',
    expires_on: '2027-01-10T00:00:00Z',
    renders: [ok('2026-11-15T10:12:45Z')],
  },
  {
    associate_id: 'A1001',
    domain_name: 'alice-parked.example',
    product_type: 'parked',
    active: true,
    registered_on: '2022-05-20T00:00:00Z',
    expires_on: '2027-05-20T00:00:00Z',
  },
  {
    associate_id: 'A1001',
    domain_name: 'old-alice.example',
    product_type: 'm1',
    active: false,
    is_cancelled: true,
    registered_on: '2018-03-01T00:00:00Z',
    expires_on: '2026-03-01T00:00:00Z',
    content: ['/', '/about/', '/contact/'],
    renders: [ok('2026-02-10T12:00:00Z')],
  },
  {
    associate_id: 'A1001',
    domain_name: 'alice-coming-soon.example',
    product_type: 'parked',
    active: false,
    registered_on: '2026-11-02T00:00:00Z',
    expires_on: '2027-11-02T00:00:00Z',
  },
  {
    associate_id: 'A1001',
    domain_name: 'alice-external.example',
    product_type: 'sf_microsite',
    active: true,
    can_move: false,
    registered_on: '2017-09-12T00:00:00Z',
    expires_on: '2027-09-12T00:00:00Z',
    renders: [failed('2026-09-30T06:15:00Z'), ok('2026-11-12T07:55:31Z')],
  },
  {
    associate_id: 'A1002',
    domain_name: 'ivan-ingram.example',
    product_type: 'sf_microsite',
    active: true,
    registered_on: '2024-06-05T00:00:00Z',
    expires_on: '2027-06-05T00:00:00Z',
    renders: [ok('2026-11-16T13:20:00Z')],
  },
  {
    associate_id: 'A1003',
    domain_name: 'demo-insurance.example',
    product_type: 'm2',
    active: true,
    registered_on: '2019-01-15T00:00:00Z',
    expires_on: '2028-01-15T00:00:00Z',
    content: ['/', '/about/', '/team/', '/reviews/', '/locations/', '/contact/', '/quote/'],
    renders: [ok('2026-11-10T09:00:00Z'), ok('2026-11-19T21:02:18Z')],
  },
  {
    associate_id: 'A1003',
    domain_name: 'bob-baker.example',
    product_type: 'parked',
    active: true,
    registered_on: '2022-12-01T00:00:00Z',
    expires_on: '2026-12-01T00:00:00Z',
  },
];

export function seedDomains(db: Db): void {
  for (const { content, renders = [], ...d } of SEED_DOMAINS) {
    const record = insertDomain(
      db,
      { ...d, is_cancelled: d.is_cancelled ?? false, can_move: d.can_move ?? true, is_transfer: false },
      content ?? ROUTE_TEMPLATES[d.product_type],
    );
    for (const attempt of renders) insertRenderAttempt(db, record.pk, attempt);
  }
}
