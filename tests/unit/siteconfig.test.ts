import {
  demoDomainProblem,
  demoUserErrors,
  normalizeDemoDomain,
  SITE_CONFIG_MESSAGES,
  siteConfigErrors,
} from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  siteConfigChanges,
  siteConfigFieldName,
  siteConfigFormErrors,
  siteConfigValuesOf,
} from '../../web/src/admin/siteconfig/siteConfigForm';

describe('the site config rules (VALID-041, VALID-042, the demo domain rule of D-101)', () => {
  it('VALID-041: an empty or blank title fails with its text', () => {
    expect(demoUserErrors({ title: '', associateId: 'A1002' })).toEqual({ title: [SITE_CONFIG_MESSAGES.demoUserTitle] });
    expect(demoUserErrors({ title: '   ', associateId: 'A1002' })).toEqual({ title: [SITE_CONFIG_MESSAGES.demoUserTitle] });
    expect(SITE_CONFIG_MESSAGES.demoUserTitle).toBe('Enter a title for the demo user.');
  });

  it('VALID-042: an empty or missing associate id fails with its text; subtext is optional', () => {
    expect(demoUserErrors({ title: 'Demo', associateId: '' })).toEqual({
      associateId: [SITE_CONFIG_MESSAGES.demoUserAssociateId],
    });
    expect(demoUserErrors({ title: 'Demo', associateId: null })).toEqual({
      associateId: [SITE_CONFIG_MESSAGES.demoUserAssociateId],
    });
    expect(demoUserErrors({ title: 'Demo', subtext: null, associateId: 'A1002' })).toEqual({});
  });

  it('ADMIN-053: a demo domain must be a domain name such as myagency.com', () => {
    expect(demoDomainProblem('smith-agency.com', [])).toBeNull();
    expect(demoDomainProblem(' Smith-Agency.COM ', [])).toBeNull();
    for (const bad of ['', 'smith agency.com', 'localhost', 'http://smith.com', 'smith.c']) {
      expect(demoDomainProblem(bad, [])).toBe(SITE_CONFIG_MESSAGES.demoDomain);
    }
    expect(SITE_CONFIG_MESSAGES.demoDomain).toBe('Enter a domain name such as myagency.com.');
  });

  it('ADMIN-053: a demo domain already listed (in any case) is refused', () => {
    expect(demoDomainProblem('SMITH-agency.com', ['smith-agency.com'])).toBe(SITE_CONFIG_MESSAGES.demoDomainTaken);
    expect(normalizeDemoDomain('  Smith-Agency.COM ')).toBe('smith-agency.com');
  });

  it('names each problem by its place in the lists; a list left out is not checked', () => {
    expect(
      siteConfigErrors({
        demoDomains: ['a.example', 'A.example', 'nope'],
        demoUsers: [{ title: 'Ok', associateId: 'A1' }, { title: '', associateId: '' }],
      }),
    ).toEqual({
      'demoDomains.1': [SITE_CONFIG_MESSAGES.demoDomainTaken],
      'demoDomains.2': [SITE_CONFIG_MESSAGES.demoDomain],
      'demoUsers.1.title': [SITE_CONFIG_MESSAGES.demoUserTitle],
      'demoUsers.1.associateId': [SITE_CONFIG_MESSAGES.demoUserAssociateId],
    });
    expect(siteConfigErrors({ demoDomains: null })).toEqual({});
  });
});

describe('the site config form (web/src/admin/siteconfig/siteConfigForm.ts, D-101)', () => {
  const LOADED = siteConfigValuesOf({
    domainTransactionsEnabled: true,
    editorMessage: null,
    demoDomains: ['demo-insurance.example'],
    demoUsers: [{ title: 'Demo agent', subtext: null, associateId: 'A1002' }],
  });

  it('loads nulls as empty fields', () => {
    expect(LOADED).toEqual({
      domainTransactionsEnabled: true,
      editorMessage: '',
      demoDomains: [{ name: 'demo-insurance.example' }],
      demoUsers: [{ title: 'Demo agent', subtext: '', associateId: 'A1002' }],
    });
  });

  it('ADMIN-055: nothing changed sends nothing; only the sections that changed are sent', () => {
    expect(siteConfigChanges(LOADED, structuredClone(LOADED))).toEqual({});
    expect(siteConfigChanges(LOADED, { ...LOADED, domainTransactionsEnabled: false })).toEqual({
      domainTransactionsEnabled: false,
    });
    expect(siteConfigChanges(LOADED, { ...LOADED, demoDomains: [] })).toEqual({ demoDomains: [] });
  });

  it('ADMIN-054: a changed user list is sent whole and trimmed, a blank subtext as null', () => {
    const demoUsers = [...LOADED.demoUsers, { title: ' New ', subtext: ' ', associateId: ' A1003 ' }];
    expect(siteConfigChanges(LOADED, { ...LOADED, demoUsers })).toEqual({
      demoUsers: [
        { title: 'Demo agent', subtext: null, associateId: 'A1002' },
        { title: 'New', subtext: null, associateId: 'A1003' },
      ],
    });
  });

  it('D-53: a blank editor message is no change from none; a cleared message is sent as null', () => {
    expect(siteConfigChanges(LOADED, { ...LOADED, editorMessage: '  ' })).toEqual({});
    const withMessage = { ...LOADED, editorMessage: 'Hello' };
    expect(siteConfigChanges(withMessage, LOADED)).toEqual({ editorMessage: null });
  });

  it("places the rules' and the gateway's demoDomains.{i} on the row's field; whole-list messages on the form", () => {
    expect(siteConfigFieldName('demoDomains.3')).toBe('demoDomains.3.name');
    expect(siteConfigFieldName('demoUsers.0.title')).toBe('demoUsers.0.title');
    expect(siteConfigFieldName('demoDomains')).toBeNull();
    expect(siteConfigFieldName('demoUsers')).toBeNull();
    expect(
      siteConfigFormErrors({ ...LOADED, demoDomains: [{ name: 'x' }], demoUsers: [{ title: 'T', subtext: '', associateId: '' }] }),
    ).toEqual({
      'demoDomains.0.name': [SITE_CONFIG_MESSAGES.demoDomain],
      'demoUsers.0.associateId': [SITE_CONFIG_MESSAGES.demoUserAssociateId],
    });
  });
});
