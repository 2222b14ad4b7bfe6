import { graphql } from 'relay-runtime';
import type { mutationsCrawlJobListingMutation } from '../../__generated__/mutationsCrawlJobListingMutation.graphql';
import type { mutationsSetJobListingOverrideMutation } from '../../__generated__/mutationsSetJobListingOverrideMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

// Both payloads read the listing again (by its id), so the location's panel refreshes in the same round trip.

/** ADMIN-063, ADMIN-064 (API-090). */
export function useSetJobListingOverride() {
  return useKitMutation<mutationsSetJobListingOverrideMutation>(graphql`
    mutation mutationsSetJobListingOverrideMutation($input: SetJobListingOverrideInput!) {
      setJobListingOverride(input: $input) {
        jobListing {
          id
          ...JobListingPanel_listing
        }
      }
    }
  `);
}

/** ADMIN-063, ADMIN-065 (API-091): answers when the crawl is done. */
export function useCrawlJobListing() {
  return useKitMutation<mutationsCrawlJobListingMutation>(graphql`
    mutation mutationsCrawlJobListingMutation($input: CrawlJobListingInput!) {
      crawlJobListing(input: $input) {
        jobListing {
          id
          ...JobListingPanel_listing
        }
      }
    }
  `);
}
