import { LISTING_URL_INVALID } from '@portal/rules';
import { fillPath, jobCalls } from '@portal/rules/contract';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();
const LOCATIONS = fillPath(jobCalls.locations.path, { agentId: 'A1001' });
const jobsOf = (locId: string) => fillPath(jobCalls.setOverride.path, { agentId: 'A1001', locId });
const crawlOf = (locId: string) => fillPath(jobCalls.crawl.path, { agentId: 'A1001', locId });

describe('locations and job listings (API-089..091)', () => {
  it('API-089: jdoe gets alice\'s three offices in the contract\'s shape', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get(LOCATIONS);
    expect(res.status).toBe(200);
    const locations = jobCalls.locations.answer.parse(await res.json());
    expect(locations.map((l) => [l.office_associate_id, l.office_location?.city, l.office_location?.state, l.job_listing?.active])).toEqual([
      ['OFF-A1001-AUS', 'Austin', null, false],
      ['OFF-A1001-GTN', 'Georgetown', 'TX', true],
      ['OFF-A1001-RRK', 'Round Rock', 'TX', true],
    ]);
    expect(locations[1]?.job_listing?.jobs).toHaveLength(2);
    expect(locations[2]?.job_listing).toMatchObject({ last_crawl: null, url_override: 'https://www.alice-careers.test/openings', jobs: [] });
  });

  it('API-090: POST jobs/ sets and clears url_override; a bad URL is a 400 naming the field', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    let res = await jdoe.post(jobsOf('OFF-A1001-AUS'), { url_override: 'https://jobs.agents.test/alice-anderson' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ url_override: 'https://jobs.agents.test/alice-anderson', active: false });
    res = await jdoe.post(jobsOf('OFF-A1001-AUS'), { url_override: 'HTTPS://X.COM' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ url_override: [LISTING_URL_INVALID] });
    res = await jdoe.post(jobsOf('OFF-A1001-AUS'), { url_override: null });
    expect(await res.json()).toMatchObject({ url_override: null });
    expect((await jdoe.post(jobsOf('OFF-A1002-DAL'), { url_override: null })).status).toBe(404);
  });

  it('API-091: a crawl reads the override, records last_crawl and replaces the jobs', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    await jdoe.post(jobsOf('OFF-A1001-AUS'), { url_override: 'https://jobs.agents.test/alice-anderson' });
    const res = await jdoe.post(crawlOf('OFF-A1001-AUS'), {});
    expect(res.status).toBe(200);
    const listing = jobCalls.crawl.answer.parse(await res.json());
    expect(listing.active).toBe(true);
    expect(listing.last_crawl).not.toBe('2026-11-10T08:00:00Z');
    expect(listing.jobs.map((j) => j.title)).toEqual(['Account Manager', 'Sales Associate', 'Office Intern']);
  });

  it('API-089..091 / D-06: the agent herself, staff and corp users get 403', async () => {
    for (const user of ['alice', 'sam', 'carol']) {
      const client = await signedIn(sandbox.url, user);
      const res = await client.get(LOCATIONS);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
      expect((await client.post(crawlOf('OFF-A1001-GTN'), {})).status).toBe(403);
    }
  });
});
