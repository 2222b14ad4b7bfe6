import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { listingUrlErrors, MESSAGES, TEXT_LIMITS } from '@portal/rules';
import { CRAWLING_TEXT, lastCrawlText, URL_OVERRIDE_HINT, URL_OVERRIDE_LABEL } from './jobsTexts';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { JobListingPanel_listing$key } from '../../__generated__/JobListingPanel_listing.graphql';
import { hasCode } from '../../relay/GraphQLRequestError';
import { Form } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { LoadingState } from '../../widgets/LoadingState';
import { useKitForm } from '../../widgets/useKitForm';
import { JobList } from './JobList';
import { canSaveOverride } from './overrideForm';
import { useCrawlJobListing, useSetJobListingOverride } from './mutations';

/** The snackbar and the save-error dialog report these writes (ERR-075); only bad input comes back to the field. */
function onlyBadInput(error: unknown): void {
  if (hasCode(error, 'BAD_USER_INPUT')) throw error;
}

const CRAWL_SAVE = { saving: 'Crawling the listing…', saved: 'The crawl is done', failure: MESSAGES.jobListingUpdate };

/** ADMIN-061..069: one office's listing: its URLs, the override form, the crawl and the jobs found. */
export function JobListingPanel({
  agentId,
  officeAssociateId,
  listing,
}: {
  agentId: string;
  officeAssociateId: string;
  listing: JobListingPanel_listing$key;
}) {
  const data = useFragment(
    graphql`
      fragment JobListingPanel_listing on JobListing {
        urlOverride
        micrositeUrl
        lastCrawl
        ...JobList_listing
      }
    `,
    listing,
  );
  const [setOverride] = useSetJobListingOverride();
  const [crawlListing] = useCrawlJobListing();
  const [crawling, setCrawling] = useState(false);
  const current = data.urlOverride ?? '';
  const input = (urlOverride: string | null) => ({ input: { agentId, officeAssociateId, urlOverride } });

  const crawl = async () => {
    setCrawling(true);
    try {
      await crawlListing({ input: { agentId, officeAssociateId } }, { save: CRAWL_SAVE }).catch(onlyBadInput);
    } finally {
      setCrawling(false);
    }
  };

  const form = useKitForm<{ urlOverride: string }>({
    defaultValues: { urlOverride: current },
    validate: (values) => listingUrlErrors(values.urlOverride),
    failureText: MESSAGES.jobListingUpdate,
    onSubmit: async (values) => {
      const url = values.urlOverride.trim();
      const saved = await setOverride(input(url), {
        save: { saving: 'Saving the override…', saved: 'The override was saved', failure: MESSAGES.jobListingUpdate },
      }).catch((error: unknown) => {
        onlyBadInput(error);
        return null;
      });
      if (!saved) return;
      form.reset({ urlOverride: url });
      await crawl();
    },
  });
  const value = form.watch('urlOverride');
  const busy = form.busy || crawling;

  const clearOverride = async () => {
    const cleared = await setOverride(input(null), {
      save: { saving: 'Clearing the override…', saved: 'The override was cleared', failure: MESSAGES.jobListingUpdate },
    }).catch(() => null);
    if (cleared) form.reset({ urlOverride: '' });
  };

  return (
    <Stack gap="5" pt="2">
      <Stack gap="1">
        <Text fontWeight="medium">Microsite URL</Text>
        {data.micrositeUrl ? (
          <Link href={data.micrositeUrl} target="_blank" rel="noreferrer" overflowWrap="anywhere" variant="underline" colorPalette="blue">
            {data.micrositeUrl}
          </Link>
        ) : (
          <Text color="fg.muted">None</Text>
        )}
      </Stack>
      <Form
        form={form}
        label={`Job listing of ${officeAssociateId}`}
        gap="3"
        submitLabel="Save & Crawl"
        submitDisabled={!canSaveOverride(value, current) || busy}
        secondary={
          <>
            <Button variant="outline" disabled={!data.urlOverride || busy} onClick={() => void clearOverride()}>
              Clear Override
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => void crawl()}>
              Crawl
            </Button>
          </>
        }
      >
        <FormField name="urlOverride" label={URL_OVERRIDE_LABEL} helperText={URL_OVERRIDE_HINT} maxLength={TEXT_LIMITS.listingUrl}>
          <Input {...form.register('urlOverride')} type="url" inputMode="url" autoComplete="off" />
        </FormField>
      </Form>
      <Text>{lastCrawlText(data.lastCrawl ? String(data.lastCrawl) : null)}</Text>
      {crawling && <LoadingState text={CRAWLING_TEXT} />}
      <JobList listing={data} />
    </Stack>
  );
}
