import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { authCalls } from '@portal/rules/contract';
import { USERS } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { authenticated } } }';

describe('the session calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: authCalls.authInfo,
      path: 'api/users/auth_info/',
      document: '{ viewer { authenticated userType } }',
      arrange: () => undefined,
      failure: MESSAGES.authInfo,
      dataPath: ['viewer'],
    },
    {
      call: authCalls.acceptTos,
      path: 'api/users/auth_info/',
      document: 'mutation { acceptTos { viewer { tosAccepted } } }',
      arrange: () => undefined,
      failure: MESSAGES.acceptTos,
      dataPath: ['acceptTos'],
      // The user as auth_info has it, except that it does not say it is signed in.
      wrongShape: { ...USERS.agent, authenticated: undefined },
    },
    {
      call: authCalls.login,
      path: 'api/auth/login/',
      document: LOGIN,
      variables: { input: { username: 'alice', password: 'portal-demo' } },
      arrange: () => undefined,
      failure: MESSAGES.generic,
      dataPath: ['login'],
      // A browser with a csrftoken logs in with the one call.
      cookie: 'csrftoken=tok1',
    },
    {
      call: authCalls.logout,
      path: 'api/auth/logout/',
      document: 'mutation { logout { viewer { authenticated } } }',
      arrange: () => undefined,
      failure: MESSAGES.generic,
      dataPath: ['logout'],
    },
    {
      call: authCalls.sandboxAccounts,
      path: 'api/sandbox/accounts/',
      document: '{ sandboxAccounts { username userType } }',
      arrange: () => undefined,
      failure: MESSAGES.generic,
      dataPath: ['sandboxAccounts'],
      wrongShape: [{ username: 'alice', password: 'portal-demo', label: 'Agent' }],
    },
  ]);
});
