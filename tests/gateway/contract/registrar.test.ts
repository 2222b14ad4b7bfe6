import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { registrarCalls } from '@portal/rules/contract';
import { USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers, ownDomains, viewer } from './garbage';

const DOMAIN = 'api/agents/A1/domains/a1.example/';
const INPUT = { agentId: 'A1', domainName: 'a1.example' };

/** A registrar write reads the agent's list first: a cancelled domain takes no change (D-226). */
const staffWithTheDomain = (gw: TestGateway): void => {
  viewer(USERS.mirus)(gw);
  ownDomains(INPUT.domainName)(gw);
};

describe('the registrar calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: registrarCalls.get,
      path: `${DOMAIN}registrar/`,
      document: 'query($agentId: ID!, $domainName: String!) { registrar(agentId: $agentId, domainName: $domainName) { id } }',
      variables: INPUT,
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.registrarLoad,
      dataPath: ['registrar'],
    },
    {
      call: registrarCalls.updateContact,
      path: `${DOMAIN}registrar/`,
      document:
        'mutation($input: UpdateRegistrarContactInput!) { updateRegistrarContact(input: $input) { registrar { id } } }',
      variables: { input: { ...INPUT, email: 'a@b.example', phone: '3125550142', contactTypes: ['admin'] } },
      arrange: staffWithTheDomain,
      failure: MESSAGES.registrarContact,
      dataPath: ['updateRegistrarContact'],
    },
    {
      call: registrarCalls.authcode,
      path: `${DOMAIN}authcode/`,
      document: 'mutation($input: RegistrarDomainInput!) { refreshAuthcode(input: $input) { registrar { id } } }',
      variables: { input: INPUT },
      arrange: staffWithTheDomain,
      failure: MESSAGES.authcode,
      dataPath: ['refreshAuthcode'],
    },
    {
      call: registrarCalls.toggleTransferMark,
      path: `${DOMAIN}toggle_mark_for_transfer/`,
      document: 'mutation($input: RegistrarDomainInput!) { toggleTransferMark(input: $input) { registrar { id } } }',
      variables: { input: INPUT },
      arrange: staffWithTheDomain,
      failure: MESSAGES.transferMark,
      dataPath: ['toggleTransferMark'],
    },
  ]);
});
