import { describe, expect, it } from 'vitest';
import { MESSAGES, SUPPORT_SUFFIX, formatAlert } from '@portal/rules';
import { GraphQLRequestError } from '../../web/src/relay/GraphQLRequestError';
import { stateOfError } from '../../web/src/widgets/complianceScheduler';

describe('error catalogue', () => {
  it('ERR-001: alerts get the support sentence appended once', () => {
    expect(formatAlert('X')).toBe("X Please contact support if you've seen this message multiple times.");
    expect(formatAlert(formatAlert('X'))).toBe(formatAlert('X'));
    expect(SUPPORT_SUFFIX).toBe("Please contact support if you've seen this message multiple times.");
  });

  it('ERR-002..007: quoted texts are word for word', () => {
    expect(MESSAGES.generic).toBe('There was an issue fetching data.');
    expect(MESSAGES.siteConfigLoad).toBe('there was an issue retrieving site settings! Please try again later.');
    expect(MESSAGES.siteConfigSave).toBe('there was an issue saving site settings! Please try again later.');
    expect(MESSAGES.authInfo).toBe('There was an issue retrieving your data! Please try again later.');
    expect(MESSAGES.acceptTos).toBe('There was an issue accepting your TOS! Please try again later.');
    expect(MESSAGES.emailsLoad).toBe("We couldn't retrieve your emails! Please try again later");
  });

  it('ERR-013: every scheduler message ends with "Please try again later."', () => {
    const keys = Object.keys(MESSAGES).filter((k) =>
      /^(sched|appointment|schedule|availability|ooo|calendars|recipients)/.test(k),
    );
    expect(keys.length).toBe(19);
    for (const k of keys) expect(MESSAGES[k as keyof typeof MESSAGES]).toMatch(/Please try again later\.$/);
  });

  it('ERR-035, ERR-044, ERR-084: interpolated texts', () => {
    expect(MESSAGES.domainTransfer('ex.com')).toBe('Sorry, there was an issue transferring ex.com.');
    expect(MESSAGES.editorContent('ex.com')).toBe('The content for ex.com did not load properly');
    expect(MESSAGES.agentData('A1')).toBe('Could not retrieve data for A1');
  });

  it('ERR-099: when the vendor is down (the gateway says so) the editor shows the text, double spaces kept', () => {
    // The browser side of a 503 from the vendor; e2e/editor-compliance.spec.ts drives the whole stack.
    const down = new GraphQLRequestError([{ message: MESSAGES.complianceVendorDown, extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
    expect(stateOfError(down)).toEqual({
      status: 'serviceError',
      message: 'Sorry!  The compliance vendor is not currently responding.  Please try again later.',
    });
  });
});
