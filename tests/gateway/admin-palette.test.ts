import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { AUTH_INFO, CLIENT_DOCUMENTS, clientDocId, SESSION, useGateway, USERS } from './helpers';

// The web build's own documents, sent by their persisted ids as the browser sends them.
const gw = useGateway({ persistedQueries: CLIENT_DOCUMENTS });

const SEARCH_PATH = 'api/agents/search/';
const search = (text: string) =>
  gw.post({ doc_id: clientDocId('agentSearchQuery'), variables: { text } }, { cookie: SESSION.cookie });

const SMITH = { associate_id: 'A2001', first_name: 'Sam', preferred_first_name: null, last_name: 'Smith', alias: 'ssmi' };

describe('the command palette\'s agent search (issue #26, D-225: the toolbox search, API-065)', () => {
  it('ADMIN-020 CONST-021 VALID-044: provider staff typing "SMITH" send one GET api/agents/search/?q=smith', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', `${SEARCH_PATH}?q=smith`, 200, [SMITH]);
    const res = await search('  SMITH ');
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${SEARCH_PATH}?q=smith`]);
    expect(res.body.data?.searchAgents).toEqual([
      { id: expect.any(String), associateId: 'A2001', displayName: 'Sam Smith', alias: 'ssmi' },
    ]);
  });

  it('AUTH-023: everyone else is refused with FORBIDDEN before any search call (the palette\'s shortcut does nothing for them)', async () => {
    for (const user of [USERS.agent, USERS.staff, USERS.corp, { ...USERS.mirus, internal: false }]) {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await search('smith');
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
      expect(res.body.data?.searchAgents ?? null).toBeNull();
    }
    expect(gw.callsTo('GET', `${SEARCH_PATH}?q=smith`)).toHaveLength(0);
  });
});
