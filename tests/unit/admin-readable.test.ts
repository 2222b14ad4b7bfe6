import { describe, expect, it } from 'vitest';
import { serviceTypeLabel } from '../../web/src/admin/activity/activityText';
import { decodeMimeWords } from '../../web/src/admin/emailsearch/mimeWords';
import { formatPhone } from '../../web/src/lib/format';

describe('values in words (issue #26, decision D-226)', () => {
  it('MIME-encoded words are decoded (B and Q, several in a row); anything else stays as it came', () => {
    expect(decodeMimeWords('=?UTF-8?B?VXJnZW50OiB5b3VyIHF1b3Rl?= rejected: message looks like spam')).toBe(
      'Urgent: your quote rejected: message looks like spam',
    );
    expect(decodeMimeWords('=?iso-8859-1?Q?Caf=E9_au_lait?= delivered')).toBe('Café au lait delivered');
    expect(decodeMimeWords('=?UTF-8?Q?Hello_?= =?UTF-8?Q?world?=')).toBe('Hello world');
    expect(decodeMimeWords('=?x-unknown?B?SGk=?= kept')).toBe('=?x-unknown?B?SGk=?= kept');
    expect(decodeMimeWords('=?UTF-8?B?@@@?= kept')).toBe('=?UTF-8?B?@@@?= kept');
    expect(decodeMimeWords('plain text = not encoded')).toBe('plain text = not encoded');
  });

  it('service types read as words; brand names keep their spelling', () => {
    expect(serviceTypeLabel('appointment_scheduler')).toBe('Appointment scheduler');
    expect(serviceTypeLabel('call_tracking')).toBe('Call tracking');
    expect(serviceTypeLabel('callrail')).toBe('CallRail');
    expect(serviceTypeLabel('google_ads')).toBe('Google Ads');
    expect(serviceTypeLabel('website')).toBe('Website');
    expect(serviceTypeLabel(null)).toBeNull();
  });

  it('North American phone numbers are written as people write them; others stay as they came', () => {
    expect(formatPhone('3125550142')).toBe('(312) 555-0142');
    expect(formatPhone('+1 312 555 0142')).toBe('(312) 555-0142');
    expect(formatPhone('(217) 555-0100')).toBe('(217) 555-0100');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone(null)).toBe('—');
  });
});
