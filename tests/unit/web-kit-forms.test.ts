import { EMAIL_RULE_MESSAGES, MESSAGES, validateRedirect, type FieldErrors } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { rulesResolver, serverFailureOf, toFormErrors } from '../../web/src/lib/formErrors';
import { GraphQLRequestError } from '../../web/src/relay/GraphQLRequestError';

type Values = { redirectAddress: string; realAddress: string };

const resolve = async (validate: (v: Values) => FieldErrors, values: Values) =>
  rulesResolver<Values>(validate)(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });

const badInput = (fields: Record<string, string[]>, message = 'Check the fields.') =>
  new GraphQLRequestError([{ message, extensions: { code: 'BAD_USER_INPUT', fields } }]);

describe('rulesResolver: the shared rules as the forms\' validation (issue #9 kit)', () => {
  it('VALID-012: the rules\' {field: [messages]} become react-hook-form errors; valid values pass through', async () => {
    const validate = (v: Values) => validateRedirect(v, 'a.example', []);
    const failed = await resolve(validate, { redirectAddress: 'team@a.example', realAddress: 'foo' });
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({ realAddress: { type: 'rules', message: EMAIL_RULE_MESSAGES.email } });

    const values = { redirectAddress: 'team@a.example', realAddress: 'team@mail.example' };
    expect(await resolve(validate, values)).toEqual({ values, errors: {} });
  });

  it('EMAIL-003: dotted names reach into lists, the first message of a field is shown, empty lists are no error', () => {
    expect(
      toFormErrors({ 'rows.1.realAddress': ['first', 'second'], 'rows.0.redirectAddress': [], domainName: ['pick'] }),
    ).toEqual({
      rows: [undefined, { realAddress: { type: 'rules', message: 'first' } }],
      domainName: { type: 'rules', message: 'pick' },
    });
  });
});

describe('serverFailureOf: a rejected write mapped onto its form (issue #9 kit)', () => {
  const isField = (name: string) => ['localPart', 'realAddress', 'domainName'].includes(name);

  it('ERR-008: BAD_USER_INPUT field errors go next to their fields, renamed to the form\'s names; no failure text', () => {
    const error = badInput({ redirectAddress: ['taken'], realAddress: ['bad'] });
    expect(serverFailureOf(error, MESSAGES.emailAdd, isField, { redirectAddress: 'localPart' })).toEqual({
      fields: { localPart: ['taken'], realAddress: ['bad'] },
      failure: null,
    });
  });

  it('ERR-009: a rename function may place a field elsewhere or nowhere; messages without a field become the failure', () => {
    const error = badInput({ 'redirects.0.realAddress': ['bad'], redirects: ['Add at least one.'] });
    const names = (name: string) => (name === 'redirects.0.realAddress' ? 'realAddress' : null);
    expect(serverFailureOf(error, MESSAGES.emailPopulate, isField, names)).toEqual({
      fields: { realAddress: ['bad'] },
      failure: 'Add at least one.',
    });
  });

  it('ERR-008: a failure without fields shows the gateway\'s message; anything else the write\'s ERR text', () => {
    const upstream = new GraphQLRequestError([{ message: MESSAGES.emailAdd, extensions: { code: 'UPSTREAM_ERROR' } }]);
    expect(serverFailureOf(upstream, 'fallback', isField)).toEqual({ fields: {}, failure: MESSAGES.emailAdd });
    expect(serverFailureOf(new TypeError('fetch failed'), MESSAGES.emailAdd, isField)).toEqual({
      fields: {},
      failure: MESSAGES.emailAdd,
    });
    expect(serverFailureOf(badInput({ unknown: ['odd'] }), MESSAGES.emailAdd, isField)).toEqual({
      fields: {},
      failure: 'odd',
    });
  });
});
