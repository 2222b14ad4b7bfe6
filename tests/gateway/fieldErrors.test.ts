import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { fieldErrorsFrom, isPresentable, MAX_FIELD_MESSAGE_LENGTH } from '../../gateway/src/rest/errors';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

const NOT_ACCEPTED = 'This value was not accepted.';

/** What real upstreams put in a 400 when something below the serializer failed. */
const LEAKS = [
  'IntegrityError: duplicate key value violates unique constraint (/srv/provider/models.py:88)',
  'Traceback (most recent call last):',
  'File "/srv/provider/views.py", line 41, in post',
  'failed at Serializer.validate (serializers.js:12:5)',
  'at /app/dist/server.js:1:2',
  'django.db.utils.OperationalError',
  'psycopg2.errors.UniqueViolation',
  'User.DoesNotExist',
  'KeyError',
  'could not open /var/lib/provider/cache/key',
  'C:\\provider\\app\\models.py',
  'see http://10.0.0.5:8000/internal/jobs/',
  'first line\nsecond line',
  'x'.repeat(MAX_FIELD_MESSAGE_LENGTH + 1),
];

/** Messages a person wrote, as Django REST and the sandbox send them. */
const FINE = [
  'This field is required.',
  'Enter a valid email address.',
  'Ensure this field has no more than 255 characters.',
  'No agent has that alias.',
  'alpha.example is already registered.',
  'Pick a time after 10:30.',
  'Use and/or between the terms.',
  'Each demo user needs a title and an associate_id.',
  'Dates are written 12/05/2024.',
  'x'.repeat(MAX_FIELD_MESSAGE_LENGTH),
];

describe('upstream 400 field messages (decision D-61)', () => {
  it.each(LEAKS)('a message that leaks internals is not presentable: %s', (message) => {
    expect(isPresentable(message)).toBe(false);
  });

  it.each(FINE)('a message written for people passes: %s', (message) => {
    expect(isPresentable(message)).toBe(true);
  });

  it('the generic text is the catalogue\'s', () => {
    expect(MESSAGES.valueNotAccepted).toBe(NOT_ACCEPTED);
  });

  it('each unsafe message of a field becomes the generic text, once; safe ones stay', () => {
    expect(
      fieldErrorsFrom({
        target_alias: ['No agent has that alias.', LEAKS[0], LEAKS[1]],
        domain_name: [LEAKS[2]],
        'bad key/../x': ['This field is required.'],
        remove_redirects: [42, 'This field is required.'],
      }),
    ).toEqual({
      targetAlias: ['No agent has that alias.', NOT_ACCEPTED],
      domainName: [NOT_ACCEPTED],
      removeRedirects: ['This field is required.'],
    });
  });
});

describe('ERR-094: a 400 with leaking messages still shows per field (decision D-61)', () => {
  let gw: TestGateway | undefined;
  afterEach(async () => {
    await gw?.close();
    gw = undefined;
  });

  it('ERR-094: the move lists the field with the generic text, and the exception never reaches the browser', async () => {
    gw = await setup();
    const MOVE = `mutation($input: MoveDomainInput!) { moveDomain(input: $input) { domainName } }`;
    // Moving a domain is the provider staff's (decision D-91).
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('PUT', 'api/agents/A1/domains/alpha.example/move/', 400, {
      target_alias: ['IntegrityError: duplicate key value violates unique constraint (/srv/provider/models.py:88)'],
      remove_redirects: ['This field is required.'],
    });
    const res = await gw.gql(MOVE, {
      cookie: SESSION.cookie,
      variables: {
        input: { agentId: 'A1', domainName: 'alpha.example', targetAlias: 'bbak', targetProductType: 'm2', removeRedirects: true },
      },
    });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.domainMove,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { targetAlias: [NOT_ACCEPTED], removeRedirects: ['This field is required.'] },
      },
    });
    expect(res.text).not.toMatch(/IntegrityError|models\.py|\/srv\//);
  });
});
