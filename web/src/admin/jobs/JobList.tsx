import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { emptyJobsText } from './jobsTexts';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JobList_listing$key } from '../../__generated__/JobList_listing.graphql';

type Job = { readonly url: string | null | undefined; readonly title: string | null | undefined };

function Jobs({ heading, jobs }: { heading: string; jobs: readonly Job[] }) {
  return (
    <Stack as="section" gap="2" aria-label={heading}>
      <Heading as="h4" size="sm">
        {heading}
      </Heading>
      {jobs.length === 0 ? (
        <Text color="fg.muted">None</Text>
      ) : (
        <List.Root ps="5">
          {jobs.map((job, index) => {
            const title = job.title || 'Untitled position';
            return (
              <List.Item key={`${job.url ?? ''}-${index}`}>
                {job.url ? (
                  <Link href={job.url} target="_blank" rel="noreferrer" overflowWrap="anywhere" variant="underline" colorPalette="blue">
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}

/** ADMIN-069..071: the open positions, complete and not, or why there are none (ERR-101, ERR-102). */
export function JobList({ listing }: { listing: JobList_listing$key }) {
  const data = useFragment(
    graphql`
      fragment JobList_listing on JobListing {
        active
        urlOverride
        micrositeUrl
        jobs {
          url
          title
          complete
        }
      }
    `,
    listing,
  );
  const empty = emptyJobsText({
    active: data.active,
    jobCount: data.jobs.length,
    url: data.urlOverride ?? data.micrositeUrl,
  });
  return (
    <Stack gap="4">
      {empty && <Text fontWeight="medium">{empty}</Text>}
      <Jobs heading="Open Positions With Complete Data" jobs={data.jobs.filter((j) => j.complete)} />
      <Jobs heading="Open Positions With Missing Data" jobs={data.jobs.filter((j) => !j.complete)} />
    </Stack>
  );
}
