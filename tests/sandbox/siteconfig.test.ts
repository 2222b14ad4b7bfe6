import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_MESSAGES } from '@portal/rules';
import { signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const SEED_CONFIG = {
  domain_transactions_enabled: true,
  editor_message: 'Changes are reviewed before they go live.',
  demo_domains: ['demo-insurance.example'],
  demo_users: [{ title: 'Demo agent', subtext: 'Intern demo access', associate_id: 'A1002' }],
};

describe('site config: the demo domain rule and unknown keys (API-003, ADMIN-053, ADMIN-055, D-101)', () => {
  it('ADMIN-053: demo domains are stored trimmed and in lower case', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_config/', { ...SEED_CONFIG, demo_domains: [' Smith-Agency.COM ', 'demo-insurance.example'] });
    expect(res.status).toBe(200);
    const expected = { ...SEED_CONFIG, demo_domains: ['smith-agency.com', 'demo-insurance.example'] };
    expect(await res.json()).toEqual({ value: expected });
    expect(await (await client.get('api/site_config/')).json()).toEqual({ value: expected });
  });

  it('ADMIN-053: a demo domain that is not a domain name, or is listed twice, is a 400 on demo_domains and saves nothing', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_config/', {
      ...SEED_CONFIG,
      demo_domains: ['demo-insurance.example', 'not a domain', 'DEMO-INSURANCE.example'],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      demo_domains: [
        `Demo domain 2 (not a domain): ${SITE_CONFIG_MESSAGES.demoDomain}`,
        `Demo domain 3 (DEMO-INSURANCE.example): ${SITE_CONFIG_MESSAGES.demoDomainTaken}`,
      ],
    });
    expect(await (await client.get('api/site_config/')).json()).toEqual({ value: SEED_CONFIG });
  });

  it('ADMIN-055: keys the portal does not know are stored as they came and answered by GET', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const config = { ...SEED_CONFIG, maintenance_window: 'Sundays 2-4 AM', flags: { beta: true } };
    const res = await client.post('api/site_config/', config);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: config });
    expect(await (await client.get('api/site_config/')).json()).toEqual({ value: config });
  });
});
