import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { jobCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

const admin = (gw: TestGateway) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
const input = { agentId: 'A1', officeAssociateId: 'OFF-1' };

describe('the Jobs Listing calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: jobCalls.locations,
      path: 'api/agents/A1/locations/',
      document: '{ jobLocations(agentId: "A1") { id } }',
      arrange: admin,
      failure: MESSAGES.jobListings,
      dataPath: ['jobLocations'],
    },
    {
      call: jobCalls.setOverride,
      path: 'api/agents/A1/locations/OFF-1/jobs/',
      document: 'mutation($input: SetJobListingOverrideInput!) { setJobListingOverride(input: $input) { jobListing { id } } }',
      variables: { input: { ...input, urlOverride: null } },
      arrange: admin,
      failure: MESSAGES.jobListingUpdate,
      dataPath: ['setJobListingOverride'],
    },
    {
      call: jobCalls.crawl,
      path: 'api/agents/A1/locations/OFF-1/jobs/crawl/',
      document: 'mutation($input: CrawlJobListingInput!) { crawlJobListing(input: $input) { jobListing { id } } }',
      variables: { input },
      arrange: admin,
      failure: MESSAGES.jobListingUpdate,
      dataPath: ['crawlJobListing'],
    },
  ]);
});
