import { describe, expect, it } from 'vitest';
import { LISTING_URL_INVALID, MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const LOCATIONS_QUERY = `query($agentId: ID!) { jobLocations(agentId: $agentId) {
  id officeAssociateId city state label
  listing { id urlOverride micrositeUrl lastCrawl active jobs { url employmentType title location complete } } } }`;
const SET = `mutation($input: SetJobListingOverrideInput!) { setJobListingOverride(input: $input) {
  jobListing { id urlOverride active lastCrawl jobs { title complete } } } }`;
const CRAWL = `mutation($input: CrawlJobListingInput!) { crawlJobListing(input: $input) {
  jobListing { id active lastCrawl jobs { title complete } } } }`;
const LOCATIONS = 'api/agents/A1/locations/';
const JOBS = 'api/agents/A1/locations/OFF-2/jobs/';
const CRAWL_PATH = `${JOBS}crawl/`;

const listing = (over: object = {}) => ({
  url_override: null,
  microsite_url: 'https://a.example/jobs/',
  last_crawl: '2026-11-20T09:00:00Z',
  active: false,
  jobs: [],
  ...over,
});
const COMPLETE = { url: 'https://a.example/jobs/1/', employment_type: 'Full-time', title: 'Agent', location: 'Austin, TX' };
const LOCATION_LIST = [
  { office_associate_id: 'OFF-1', office_location: { city: 'Austin', state: null }, job_listing: listing() },
  {
    office_associate_id: 'OFF-2',
    office_location: { city: 'Dallas', state: 'TX' },
    job_listing: listing({ active: true, jobs: [COMPLETE, { ...COMPLETE, employment_type: null }] }),
  },
  { office_associate_id: 'OFF-3', office_location: null, job_listing: null },
];
const gql = (query: string, variables: object, headers?: Record<string, string>) =>
  gw.gql(query, { variables: variables as Record<string, unknown>, cookie: SESSION.cookie, headers });
const admin = () => gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
const input = (over: object = {}) => ({ input: { agentId: 'A1', officeAssociateId: 'OFF-2', ...over } });

describe('jobLocations (API-089, ADMIN-059, ADMIN-060, ADMIN-070)', () => {
  it('API-089 / ADMIN-059 / ADMIN-060: GET locations/, active first, "city, state" with placeholders, completeness', async () => {
    admin();
    gw.reply('GET', LOCATIONS, 200, LOCATION_LIST);
    const res = await gql(LOCATIONS_QUERY, { agentId: 'A1' });
    expect(res.body.errors).toBeUndefined();
    const locations = res.body.data?.jobLocations as { officeAssociateId: string; label: string; listing: any }[];
    expect(locations.map((l) => [l.officeAssociateId, l.label])).toEqual([
      ['OFF-2', 'Dallas, TX'],
      ['OFF-1', 'Austin, state'],
      ['OFF-3', 'city, state'],
    ]);
    expect(locations[0]?.listing).toEqual({
      id: Buffer.from('JobListing:A1/OFF-2').toString('base64'),
      urlOverride: null,
      micrositeUrl: 'https://a.example/jobs/',
      lastCrawl: '2026-11-20T09:00:00.000Z',
      active: true,
      jobs: [
        { url: COMPLETE.url, employmentType: 'Full-time', title: 'Agent', location: 'Austin, TX', complete: true },
        { url: COMPLETE.url, employmentType: null, title: 'Agent', location: 'Austin, TX', complete: false },
      ],
    });
    expect(locations[2]?.listing).toBeNull();
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/', 'GET /api/agents/A1/locations/']);
  });

  it('ERR-074: a failed locations call is the job listings text, no data', async () => {
    admin();
    gw.reply('GET', LOCATIONS, 500, { detail: 'trace' });
    const res = await gql(LOCATIONS_QUERY, { agentId: 'A1' });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.jobListings, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.body.data?.jobLocations).toBeNull();
  });
});

describe('setJobListingOverride and crawlJobListing (API-090, API-091, API-108)', () => {
  it('API-090 / ADMIN-063: an override sends POST locations/{id}/jobs/ {url_override}', async () => {
    admin();
    gw.reply('POST', JOBS, 200, listing({ url_override: 'https://www.jobs-site.com/a' }));
    const res = await gql(SET, input({ urlOverride: ' https://www.jobs-site.com/a ' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.setJobListingOverride.jobListing.urlOverride).toBe('https://www.jobs-site.com/a');
    expect(gw.callsTo('POST', JOBS)[0]?.body).toEqual({ url_override: 'https://www.jobs-site.com/a' });
  });

  it('ADMIN-064: clearOverride sends POST locations/{id}/jobs/ {url_override:null}', async () => {
    admin();
    gw.reply('POST', JOBS, 200, listing());
    const res = await gql(SET, input({ urlOverride: null }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', JOBS)[0]?.body).toEqual({ url_override: null });
  });

  it('VALID-047: an invalid Listing URL is BAD_USER_INPUT on urlOverride with no upstream write', async () => {
    admin();
    const res = await gql(SET, input({ urlOverride: 'HTTPS://X.COM' }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: LISTING_URL_INVALID,
      extensions: { code: 'BAD_USER_INPUT', fields: { urlOverride: [LISTING_URL_INVALID] } },
    });
    expect(gw.callsTo('POST', JOBS)).toHaveLength(0);
  });

  it('API-091 / ADMIN-065 / API-108: crawl for office OFF-2 posts to locations/OFF-2/jobs/crawl/ and maps the listing', async () => {
    admin();
    gw.reply('POST', CRAWL_PATH, 200, listing({ active: true, last_crawl: '2026-11-23T10:00:00Z', jobs: [COMPLETE] }));
    const res = await gql(CRAWL, input());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.crawlJobListing.jobListing).toEqual({
      id: Buffer.from('JobListing:A1/OFF-2').toString('base64'),
      active: true,
      lastCrawl: '2026-11-23T10:00:00.000Z',
      jobs: [{ title: 'Agent', complete: true }],
    });
    expect(gw.callsTo('POST', CRAWL_PATH)).toHaveLength(1);
  });

  it('ERR-075: a failed override or crawl is the job listing update text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 2 });
    gw.reply('POST', JOBS, 500, {});
    gw.reply('POST', CRAWL_PATH, 502, {});
    let res = await gql(SET, input({ urlOverride: 'a.co' }));
    expect(res.body.errors?.[0]?.message).toBe(MESSAGES.jobListingUpdate);
    res = await gql(CRAWL, input());
    expect(res.body.errors?.[0]?.message).toBe(MESSAGES.jobListingUpdate);
  });
});

describe('Jobs Listing is for internal provider staff only (D-06)', () => {
  itRefusesAllButInternalStaff(
    () => gw,
    [
      { name: 'jobLocations', document: LOCATIONS_QUERY, variables: { agentId: 'A1' } },
      { name: 'setJobListingOverride', document: SET, variables: input({ urlOverride: null }) },
      { name: 'crawlJobListing', document: CRAWL, variables: input() },
    ],
    'ADMIN-014: ',
  );
});
