import type { Db } from '../db/module';
import { insertServiceUpdate, type NewServiceUpdate } from './store';

type Seed = Partial<NewServiceUpdate> & Pick<NewServiceUpdate, 'associate_id' | 'created' | 'service_type'>;

const update = (seed: Seed): NewServiceUpdate => ({
  domain: null,
  updated_by: null,
  ip: null,
  stored_description: null,
  description: null,
  end_created: null,
  end_updated_by: null,
  end_description: null,
  end_ip: null,
  ...seed,
});

const ALICE = 'alice-insurance.example';

/** Twelve scheduler changes on alice-insurance.example, so its table has a second page. */
const schedulerHistory: Seed[] = Array.from({ length: 12 }, (_, i) => ({
  associate_id: 'A1001',
  domain: ALICE,
  created: `2026-10-${String(1 + i * 2).padStart(2, '0')}T15:${String(10 + i).padStart(2, '0')}:00Z`,
  updated_by: i % 2 ? 'jdoe' : 'alice',
  ip: i % 2 ? '10.20.0.14' : '73.162.4.21',
  stored_description: 'Appointment scheduler',
  description: i % 3 === 0 ? 'Office hours changed' : 'Appointment types changed',
  service_type: 'appointment_scheduler',
}));

const SEED: readonly Seed[] = [
  ...schedulerHistory,
  {
    associate_id: 'A1001',
    domain: ALICE,
    created: '2026-09-14T13:02:00Z',
    updated_by: 'jdoe',
    ip: '10.20.0.14',
    stored_description: 'CallRail tracking',
    description: 'Call tracking enabled with 3 lines',
    service_type: 'callrail',
    end_created: '2026-11-02T09:45:00Z',
    end_updated_by: 'mkim',
    end_description: 'Call tracking pool resized to 5 lines',
    end_ip: '10.20.0.22',
  },
  {
    associate_id: 'A1001',
    domain: ALICE,
    created: '2026-08-20T17:30:00Z',
    updated_by: 'jdoe',
    ip: '10.20.0.14',
    stored_description: 'Google Ads campaign',
    description: 'Adwords campaign started ($150 a month)',
    service_type: 'adwords',
  },
  {
    associate_id: 'A1001',
    domain: ALICE,
    created: '2026-11-18T10:05:00Z',
    updated_by: 'alice',
    ip: '73.162.4.21',
    stored_description: 'Website',
    description: 'Site republished',
    service_type: 'website',
  },
  {
    associate_id: 'A1001',
    domain: 'aliceanderson-agency.example',
    created: '2026-07-01T12:00:00Z',
    updated_by: 'jdoe',
    ip: '10.20.0.14',
    stored_description: 'Google Ads campaign',
    description: 'Adwords campaign started ($90 a month)',
    service_type: 'google_ads',
    end_created: '2026-10-31T23:59:00Z',
    end_updated_by: 'billing-bot',
    end_description: 'Adwords campaign ended',
    end_ip: '10.20.0.2',
  },
  {
    associate_id: 'A1001',
    domain: 'old-alice.example',
    created: '2025-12-01T09:00:00Z',
    updated_by: 'alice',
    ip: '73.162.4.21',
    stored_description: 'Domain',
    description: 'Domain registered',
    service_type: 'domain',
    end_created: '2026-03-01T00:00:00Z',
    end_updated_by: 'jdoe',
    end_description: 'Domain cancelled',
    end_ip: '10.20.0.14',
  },
  {
    associate_id: 'A1001',
    domain: 'old-alice.example',
    created: '2026-01-15T16:40:00Z',
    updated_by: 'alice',
    ip: '73.162.4.21',
    stored_description: 'Appointment scheduler',
    description: 'Scheduler turned off',
    service_type: 'scheduler',
  },
  {
    associate_id: 'A1002',
    domain: 'ivan-ingram.example',
    created: '2026-11-05T11:11:00Z',
    updated_by: 'ivan',
    ip: '98.4.22.170',
    stored_description: 'CallRail tracking',
    description: 'Call tracking enabled with 3 lines',
    service_type: 'call_tracking',
  },
  {
    associate_id: 'A1003',
    domain: 'demo-insurance.example',
    created: '2026-11-10T08:30:00Z',
    updated_by: 'jdoe',
    ip: '10.20.0.14',
    stored_description: 'Website',
    description: 'Demo site refreshed',
    service_type: 'website',
  },
];

export function seedServiceUpdates(db: Db): void {
  for (const seed of SEED) insertServiceUpdate(db, update(seed));
}
