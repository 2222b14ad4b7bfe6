import { ChakraProvider } from '@chakra-ui/react';
import {
  isNotificationActive,
  notificationLocation,
  SITE_NOTIFICATION_MESSAGES,
  validateSiteNotification,
} from '@portal/rules';
import {
  NOTIFICATION_LOCATION_LABELS,
  NOTIFICATION_VARIANTS,
} from '../../web/src/admin/notifications/notificationLabels';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locationOf } from '../../gateway/src/shell/notifications';
import { NotificationDialog } from '../../web/src/admin/notifications/NotificationDialog';
import {
  dialogTextsOf,
  notificationErrors,
  notificationInputOf,
  notificationValuesOf,
  previewActive,
  type NotificationDialogMode,
  type NotificationValues,
} from '../../web/src/admin/notifications/notificationForm';
import { fromLocalInput, toLocalInput } from '../../web/src/lib/localDateTime';
import { system } from '../../web/src/theme/system';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<ChakraProvider value={system}>{node}</ChakraProvider>).replace(/<style[^>]*>.*?<\/style>/g, '');

const ROW = {
  header: 'Scheduled maintenance',
  message: 'Sunday 2-4 AM',
  variant: 'warning',
  start: '2026-12-01T15:00:00.000Z',
  end: '2099-12-31T23:59:59.000Z',
  showDashboard: true,
  showMxeditor: false,
};
const VALID: NotificationValues = {
  header: 'Maintenance',
  message: '',
  variant: 'info',
  start: '2026-12-01T09:00',
  end: '2026-12-02T09:00',
  showDashboard: true,
  showMxeditor: false,
};

describe('ADMIN-045: the derived location', () => {
  it('ADMIN-045: (true,true) gives both, (false,false) none, each flag alone its place', () => {
    expect(notificationLocation(true, true)).toBe('both');
    expect(notificationLocation(false, false)).toBe('none');
    expect(notificationLocation(true, false)).toBe('dashboard');
    expect(notificationLocation(false, true)).toBe('mxeditor');
  });

  it("ADMIN-045: the gateway's location field is that function, and the tab's words name each place", () => {
    expect(locationOf({ showDashboard: true, showMxeditor: true })).toBe('both');
    expect(locationOf({ showDashboard: false, showMxeditor: false })).toBe('none');
    expect(NOTIFICATION_LOCATION_LABELS).toEqual({
      none: 'None',
      dashboard: 'Dashboard',
      mxeditor: 'Editor',
      both: 'Dashboard and editor',
    });
  });

  it('ADMIN-051: the variants are info, warning, error and success', () => {
    expect(NOTIFICATION_VARIANTS).toEqual(['info', 'warning', 'error', 'success']);
  });
});

describe('ADMIN-046: the one dialog, per mode', () => {
  const modes: [NotificationDialogMode, string, string][] = [
    ['adding', 'Add notification', 'Save'],
    ['editing', 'Edit notification', 'Save'],
    ['deleting', 'Delete notification', 'Delete'],
  ];
  const noop = () => Promise.resolve();
  for (const [mode, title, button] of modes) {
    it(`ADMIN-046: in ${mode} mode the title is "${title}" and the action "${button}"`, () => {
      expect(dialogTextsOf(mode)).toMatchObject({ title, submitLabel: button });
      const html = render(
        <NotificationDialog mode={mode} notification={mode === 'adding' ? null : ROW} onSave={noop} onDelete={noop} onClose={() => undefined} />,
      );
      expect(html).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
      const buttons = [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1]);
      expect(buttons).toContain(button);
      if (mode === 'deleting') {
        expect(html).toContain('role="alertdialog"');
        expect(html).toContain('Delete the notification &quot;Scheduled maintenance&quot;?');
        expect(html).not.toContain('type="datetime-local"');
        expect(buttons).toContain('Keep notification');
      } else {
        expect(html).toContain('role="dialog"');
        expect(html.match(/type="datetime-local"/g)).toHaveLength(2);
        expect(html).toMatch(/<option value="info"[^>]*>Info<\/option>/);
        expect(html).toContain('aria-label="Preview"');
      }
    });
  }

  it("ADMIN-048 ADMIN-049: editing and duplicating start from the row: the preview shows the row's notification", () => {
    for (const mode of ['editing', 'adding'] as const) {
      const html = render(<NotificationDialog mode={mode} notification={ROW} onSave={noop} onDelete={noop} onClose={() => undefined} />);
      expect(html).toMatch(/data-variant="warning".*chakra-alert__title[^>]*>Scheduled maintenance<.*>Sunday 2-4 AM</);
      expect(html).toContain('Shown on the agent dashboard.');
    }
    const empty = render(<NotificationDialog mode="adding" notification={null} onSave={noop} onDelete={noop} onClose={() => undefined} />);
    expect(empty).toMatch(/data-variant="info".*The header goes here/);
  });
});

describe('VALID-038, VALID-039: the notification rules', () => {
  it('VALID-038: an empty header blocks save', () => {
    expect(notificationErrors({ ...VALID, header: '  ' })).toEqual({ header: [SITE_NOTIFICATION_MESSAGES.header] });
    expect(notificationErrors(VALID)).toEqual({});
  });

  it('VALID-039: a missing end blocks save; so does a missing start', () => {
    expect(notificationErrors({ ...VALID, end: '' })).toEqual({ end: [SITE_NOTIFICATION_MESSAGES.end] });
    expect(notificationErrors({ ...VALID, start: '' })).toEqual({ start: [SITE_NOTIFICATION_MESSAGES.start] });
    expect(validateSiteNotification({ header: 'x', start: null, end: undefined })).toEqual({
      start: ['Start is required'],
      end: ['End is required'],
    });
  });

  it('VALID-039: the end must be after the start (the gateway checks the same with Dates)', () => {
    expect(notificationErrors({ ...VALID, end: VALID.start })).toEqual({ end: ['The end must be after the start'] });
    expect(
      validateSiteNotification({ header: 'x', start: new Date('2030-01-02T00:00:00Z'), end: new Date('2030-01-01T00:00:00Z') }),
    ).toEqual({ end: [SITE_NOTIFICATION_MESSAGES.endAfterStart] });
    expect(validateSiteNotification({ header: 'x', start: 'soon', end: '2030-01-01T00:00:00Z' })).toEqual({
      start: [SITE_NOTIFICATION_MESSAGES.startUnreadable],
    });
  });
});

describe('SHELL-030 and the time zone (decision D-99)', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = 'America/Chicago';
  });
  afterEach(() => {
    process.env.TZ = saved;
  });

  it('SHELL-030: active includes both boundaries', () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const end = new Date('2030-01-02T00:00:00Z');
    expect(isNotificationActive(start, end, start)).toBe(true);
    expect(isNotificationActive(start, end, end)).toBe(true);
    expect(isNotificationActive(start, end, new Date(end.getTime() + 1))).toBe(false);
    expect(isNotificationActive(start, end, new Date(start.getTime() - 1))).toBe(false);
    expect(isNotificationActive(null, end, start)).toBe(false);
  });

  it('D-99: the inputs are in the viewer\'s zone and the API gets UTC ISO', () => {
    expect(toLocalInput('2026-12-01T15:00:00Z')).toBe('2026-12-01T09:00');
    expect(fromLocalInput('2026-12-01T09:00')).toBe('2026-12-01T15:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    const input = notificationInputOf({ ...VALID, header: ' Hi ', message: '  ' });
    expect(input).toEqual({
      header: 'Hi',
      message: null,
      variant: 'info',
      start: '2026-12-01T15:00:00.000Z',
      end: '2026-12-02T15:00:00.000Z',
      showDashboard: true,
      showMxeditor: false,
    });
  });

  it('D-99: an unchanged date is sent back exactly as stored; a changed one from the input', () => {
    const values = notificationValuesOf(ROW);
    expect(values.end).toBe('2099-12-31T17:59');
    expect(notificationInputOf(values, ROW).end).toBe('2099-12-31T23:59:59.000Z');
    expect(notificationInputOf({ ...values, end: '2099-12-31T18:00' }, ROW).end).toBe('2100-01-01T00:00:00.000Z');
  });

  it("ADMIN-046: the preview says whether the dialog's dates show the notification now", () => {
    const now = new Date('2026-12-01T16:00:00Z');
    expect(previewActive({ start: '2026-12-01T09:00', end: '2026-12-01T10:00' }, now)).toBe(true);
    expect(previewActive({ start: '2026-12-01T09:00', end: '2026-12-01T09:30' }, now)).toBe(false);
    expect(previewActive({ start: '2026-12-01T09:00', end: '' }, now)).toBe(false);
  });
});
