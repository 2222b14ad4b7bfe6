import { describe, expect, it } from 'vitest';
import { DOMAIN_RULE_MESSAGES, MESSAGES, MOVE_MESSAGES } from '@portal/rules';
import { AGENT_A1, AUTH_INFO, useGateway, USERS, withSession } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

/** A complete API-060 record. */

describe('movableDomains (API-043, ADMIN-034)', () => {
  it('API-043 ADMIN-034: the movable domains query sends GET domains/movables/ and maps the four fields', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
    gw.reply('GET', 'api/agents/A1/domains/movables/', 200, [
      { name: 'alpha.example', active: true, can_move: true, product_type: 'm1' },
      { name: 'outside.example', active: false, can_move: false, product_type: 'sf_microsite' },
    ]);
    const res = await gw.gql('{ agent(associateId: "A1") { movableDomains { name active canMove productType } } }', withSession());
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('GET', 'api/agents/A1/domains/movables/')).toHaveLength(1);
    expect(res.body.data?.agent.movableDomains).toEqual([
      { name: 'alpha.example', active: true, canMove: true, productType: 'm1' },
      { name: 'outside.example', active: false, canMove: false, productType: 'sf_microsite' },
    ]);
  });
});

describe('moveDomain, the Move Domain tab (API-044, ADMIN-034..036, VALID-028..030, ERR-037, ERR-094)', () => {
  const MOVE = `mutation($input: MoveDomainInput!) { moveDomain(input: $input) {
    domainName targetAgentId productType agent { associateId } } }`;
  const MOVE_PATH = 'api/agents/A1/domains/alpha.example/move/';
  const input = (over: Record<string, unknown> = {}) => ({
    agentId: 'A1',
    domainName: 'alpha.example',
    targetAlias: 'bbak',
    targetProductType: 'm2',
    removeRedirects: true,
    ...over,
  });

  it('API-044 ADMIN-034: PUT …/domains/{name}/move/ {target_alias, target_product_type, remove_redirects}', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('PUT', MOVE_PATH, 200, { domain_name: 'alpha.example', target_agent: 'A3', product_type: 'm2' });
    gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
    const res = await gw.gql(MOVE, withSession({ input: input() }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', MOVE_PATH)[0].body).toEqual({ target_alias: 'bbak', target_product_type: 'm2', remove_redirects: true });
    expect(res.body.data?.moveDomain).toEqual({
      domainName: 'alpha.example',
      targetAgentId: 'A3',
      productType: 'm2',
      agent: { associateId: 'A1' },
    });
  });

  itRefusesAllButInternalStaff(() => gw, [{ name: 'moveDomain', document: MOVE, variables: { input: input() } }], 'ADMIN-034 D-91: ');

  it('VALID-028: an alias of 5 characters is refused with the exact text and no PUT', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(MOVE, withSession({ input: input({ targetAlias: 'abcde' }) }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Alias should be 4 or 6 characters',
      extensions: { code: 'BAD_USER_INPUT', fields: { targetAlias: ['Alias should be 4 or 6 characters'] } },
    });
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('VALID-030: no domain selected is refused on domainName with no PUT', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(MOVE, withSession({ input: input({ domainName: ' ' }) }));
    expect(res.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { domainName: [DOMAIN_RULE_MESSAGES.moveDomain] },
    });
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
    expect(MOVE_MESSAGES.productType).toBe('Domain type must be chosen'); // VALID-029: the enum makes it unreachable here
  });

  it('ADMIN-036 ERR-094: a 400 from the move lists its messages per field under camelCase names', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('PUT', MOVE_PATH, 400, {
      target_alias: ['No agent has that alias.'],
      domain_name: ['This domain is registered outside the provider and cannot be moved.'],
    });
    const res = await gw.gql(MOVE, withSession({ input: input({ targetAlias: 'zzzz' }) }));
    expect(res.body.errors?.[0]).toEqual({
      message: MESSAGES.domainMove,
      locations: expect.any(Array),
      path: ['moveDomain'],
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          targetAlias: ['No agent has that alias.'],
          domainName: ['This domain is registered outside the provider and cannot be moved.'],
        },
      },
    });
  });

  it('ERR-037: a 500 on the move gives the move text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('PUT', MOVE_PATH, 500, {});
    const res = await gw.gql(MOVE, withSession({ input: input() }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.domainMove, extensions: { code: 'UPSTREAM_ERROR' } });
  });

});
