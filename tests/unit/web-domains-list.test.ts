import { MESSAGES, PARKED_EMAIL_REDIRECT_PRICE } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { domainStatus } from '../../web/src/domains/domainStatus';
import { serverFailureOf } from '../../web/src/lib/formErrors';
import { MOVE_FIELD_NAMES } from '../../web/src/admin/movedomain/moveFieldNames';
import { PATHS } from '../../web/src/routes/paths';
import { monthlyPriceText, PARKED_REDIRECT_NOTE } from '../../web/src/lib/priceText';
import { GraphQLRequestError } from '../../web/src/relay/GraphQLRequestError';

describe('domain list helpers', () => {
  it('DOM-002: a domain is Cancelled, else Active or Inactive', () => {
    expect(domainStatus({ isCancelled: true, active: true })).toBe('Cancelled');
    expect(domainStatus({ isCancelled: true, active: false })).toBe('Cancelled');
    expect(domainStatus({ isCancelled: false, active: true })).toBe('Active');
    expect(domainStatus({ isCancelled: false, active: false })).toBe('Inactive');
  });

  it('ROUTE-021..024, ROUTE-029, ROUTE-035: the paths of the domain pages', () => {
    expect(PATHS.purchase.href({ agentID: 'A1' })).toBe('/agents/A1/domains/purchase/');
    expect(PATHS.transfer.href({ agentID: 'A1' })).toBe('/agents/A1/domains/transfer/');
    expect(PATHS.domainStats.href({ agentID: 'A1', domainName: 'ex.com' })).toBe('/agents/A1/domains/ex.com/stats/');
    expect(PATHS.pricing.href({ agentID: 'A1' })).toBe('/agents/A1/pricing/');
    expect(PATHS.welcome.href({ agentID: 'A1' })).toBe('/agents/A1/welcome/');
  });

  it('CONST-002..006 DOM-017: prices read per month; parked redirects cost $1 each', () => {
    expect(monthlyPriceText(13)).toBe('$13 per month');
    expect(PARKED_EMAIL_REDIRECT_PRICE).toBe(1);
    expect(PARKED_REDIRECT_NOTE).toBe('Email redirects on a parked domain cost $1 each per month.');
  });
});

describe('form failures (ERR-094)', () => {
  const moveFields = (name: string) => ['domain', 'targetAlias', 'targetProductType'].includes(name);

  it('ERR-094: the gateway fields land on the form fields, renamed where the form names them differently', () => {
    const error = new GraphQLRequestError([
      {
        message: MESSAGES.domainMove,
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { targetAlias: ['No agent has that alias.'], domainName: ['A cancelled domain cannot be moved.'] },
        },
      },
    ]);
    const failure = serverFailureOf(error, 'fallback', moveFields, MOVE_FIELD_NAMES);
    expect(failure.fields.targetAlias).toEqual(['No agent has that alias.']);
    expect(failure.fields.domain).toEqual(['A cancelled domain cannot be moved.']);
    expect(failure.fields.domainName).toBeUndefined();
    // Every message found its field; the move form adds the refusal's own text (useKitForm messageWithFields).
    expect(failure.failure).toBeNull();
  });

  it('anything else gives the fallback text and no field messages', () => {
    expect(serverFailureOf(new Error('boom'), MESSAGES.domainTransfer('ex.com'), moveFields)).toEqual({
      fields: {},
      failure: 'Sorry, there was an issue transferring ex.com.',
    });
  });
});
