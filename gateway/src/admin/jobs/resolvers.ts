import { isCompleteJob, listingUrlErrors, locationLabel, MESSAGES, sortLocations } from '@portal/rules';
import { jobCalls, type JobListingBody } from '@portal/rules/contract';
import type { Resolvers } from '../../__generated__/resolvers';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';
import { objectId } from '../../lib/objectId';
import { refuseRuleErrors, withInputFieldNames } from '../../lib/ruleErrors';

function toListing(agentId: string, officeId: string, listing: JobListingBody) {
  return {
    id: objectId('JobListing', `${agentId}/${officeId}`),
    urlOverride: listing.url_override,
    micrositeUrl: listing.microsite_url,
    lastCrawl: listing.last_crawl,
    active: listing.active,
    jobs: listing.jobs.map((job) => ({
      url: job.url,
      employmentType: job.employment_type,
      title: job.title,
      location: job.location,
      complete: isCompleteJob(job),
    })),
  };
}

/** ADMIN-059, ADMIN-060: API-089, active listings first; ERR-074 on failure. */
async function jobLocations(ctx: GatewayContext, agentId: string) {
  await requireAdmin(ctx);
  const locations = await ctx.rest.call(jobCalls.locations, { path: { agentId }, failure: MESSAGES.jobListings });
  const mapped = locations.map((loc) => ({
    id: objectId('JobLocation', `${agentId}/${loc.office_associate_id}`),
    officeAssociateId: loc.office_associate_id,
    city: loc.office_location?.city ?? null,
    state: loc.office_location?.state ?? null,
    label: locationLabel(loc.office_location),
    listing: loc.job_listing ? toListing(agentId, loc.office_associate_id, loc.job_listing) : null,
    active: loc.job_listing?.active ?? false,
  }));
  return sortLocations(mapped).map(({ active: _active, ...loc }) => loc);
}

/** ADMIN-063, ADMIN-064: API-090 with a valid Listing URL (VALID-046..048) or null. */
async function setOverride(ctx: GatewayContext, agentId: string, officeId: string, urlOverride: string | null | undefined) {
  await requireAdmin(ctx);
  const url = urlOverride?.trim() ? urlOverride.trim() : null;
  if (url !== null) refuseRuleErrors(listingUrlErrors(url));
  const listing = await withInputFieldNames(
    ctx.rest.call(jobCalls.setOverride, {
      path: { agentId, locId: officeId },
      body: { url_override: url },
      failure: MESSAGES.jobListingUpdate,
    }),
    { url_override: 'urlOverride' },
  );
  return { jobListing: toListing(agentId, officeId, listing) };
}

/** ADMIN-065: API-091 (API-108: {locId} is the office's associate id). */
async function crawl(ctx: GatewayContext, agentId: string, officeId: string) {
  await requireAdmin(ctx);
  const listing = await ctx.rest.call(jobCalls.crawl, {
    path: { agentId, locId: officeId },
    failure: MESSAGES.jobListingUpdate,
  });
  return { jobListing: toListing(agentId, officeId, listing) };
}

export const jobsResolvers: Resolvers = {
  Query: {
    jobLocations: (_, args, ctx) => jobLocations(ctx, args.agentId),
  },
  Mutation: {
    setJobListingOverride: (_, { input }, ctx) =>
      setOverride(ctx, input.agentId, input.officeAssociateId, input.urlOverride),
    crawlJobListing: (_, { input }, ctx) => crawl(ctx, input.agentId, input.officeAssociateId),
  },
};
