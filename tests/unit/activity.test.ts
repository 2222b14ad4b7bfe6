import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_GROUPS,
  activityEventsOf,
  activityGroupOf,
  domainActivityOf,
  type ServiceUpdateRecord,
} from '@portal/rules';
import { ACTIVITY_DEFAULT_SORT } from '../../web/src/admin/activity/activityView';
import { sortRows } from '../../web/src/lib/sorting';
import { ACTIVITY_COLUMNS } from '../../web/src/admin/activity/ActivityTable';
import { activityCountText, activityDomainTitle, NO_DOMAIN_TITLE } from '../../web/src/admin/activity/activityText';

const update = (over: Partial<ServiceUpdateRecord> = {}): ServiceUpdateRecord => ({
  id: 1,
  domain: 'a.example',
  updated_by: 'jdoe',
  ip: '10.0.0.1',
  created: '2026-09-14T13:02:00Z',
  stored_description: 'Stored',
  description: 'Started',
  service_type: 'callrail',
  end_created: null,
  end_updated_by: null,
  end_description: null,
  end_ip: null,
  ...over,
});

describe('Domain Activity rules', () => {
  it('ADMIN-077: 1 update with end fields gives 2 rows; without them 1', () => {
    const ended = update({ end_created: '2026-11-02T09:45:00Z', end_updated_by: 'mkim', end_description: 'Ended', end_ip: '10.0.0.2' });
    const rows = activityEventsOf(ended);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({
      eventId: '1:end',
      updatedBy: 'mkim',
      ip: '10.0.0.2',
      created: '2026-11-02T09:45:00Z',
      storedDescription: 'Stored',
      description: 'Ended',
      serviceType: 'callrail',
      group: 'CALLRAIL',
    });
    expect(activityEventsOf(update())).toHaveLength(1);
    expect(activityEventsOf(update({ end_description: 'Only a description' }))).toHaveLength(2);
  });

  it('ADMIN-074: the four groups in order, and how service types map to them (D-90)', () => {
    expect(ACTIVITY_GROUPS.map((g) => g.title)).toEqual([
      'Appointment Scheduler Events',
      'Callrail Events',
      'Adwords Events',
      'Other Events',
    ]);
    expect(activityGroupOf('appointment_scheduler')).toBe('APPOINTMENT_SCHEDULER');
    expect(activityGroupOf('Scheduler')).toBe('APPOINTMENT_SCHEDULER');
    expect(activityGroupOf('CallRail')).toBe('CALLRAIL');
    expect(activityGroupOf('call-tracking')).toBe('CALLRAIL');
    expect(activityGroupOf('adwords')).toBe('ADWORDS');
    expect(activityGroupOf('Google Ads')).toBe('ADWORDS');
    expect(activityGroupOf('website')).toBe('OTHER');
    expect(activityGroupOf(null)).toBe('OTHER');
  });

  it('ADMIN-073: an accordion per domain with its cancelled flag, unknown domains as Canceled, no-domain updates last', () => {
    const result = domainActivityOf(
      [
        { domain_name: 'a.example', is_cancelled: false },
        { domain_name: 'b.example', is_cancelled: true },
      ],
      [update({ id: 1, domain: null }), update({ id: 2, domain: 'A.example' }), update({ id: 3, domain: 'gone.example' })],
    );
    expect(result.map((d) => [d.domainName, d.canceled, d.events.map((e) => e.eventId)])).toEqual([
      ['a.example', false, ['2']],
      ['b.example', true, []],
      ['gone.example', true, ['3']],
      [null, false, ['1']],
    ]);
    expect(activityDomainTitle(null)).toBe(NO_DOMAIN_TITLE);
    expect(activityCountText(1, String)).toBe('1 event');
    expect(activityCountText(12, String)).toBe('12 events');
  });

  it('ADMIN-075: the default sort is created desc, and the Date column orders rows newest first', () => {
    expect(ACTIVITY_DEFAULT_SORT).toEqual({ key: 'created', direction: 'desc' });
    const dateColumn = ACTIVITY_COLUMNS.find((c) => c.key === ACTIVITY_DEFAULT_SORT.key);
    expect(dateColumn?.header).toBe('Date');
    const rows = ['2026-01-02T00:00:00Z', '2026-03-01T00:00:00Z', '2025-12-31T00:00:00Z'].map((created, i) => ({
      eventId: String(i),
      updatedBy: null,
      ip: null,
      created,
      storedDescription: null,
      description: null,
      serviceType: null,
    }));
    expect(sortRows(rows, { ...ACTIVITY_DEFAULT_SORT }, dateColumn?.sortValue).map((r) => r.eventId)).toEqual(['1', '0', '2']);
  });

  it('ADMIN-076: the six columns in order', () => {
    expect(ACTIVITY_COLUMNS.map((c) => c.header)).toEqual([
      'Updated By',
      'IP Address',
      'Date',
      'Stored Description',
      'Description',
      'Service Type',
    ]);
  });
});
