import { Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { emailLogCsvFileName, emailLogCsvHref, MESSAGES, validateEmailSearch } from '@portal/rules';
import { EMAIL_SEARCH_WINDOW_TEXT } from './emailLogWords';
import { Suspense, useState } from 'react';
import { useQueryLoader } from 'react-relay/hooks';
import type { EmailSearchResultsQuery } from '../../__generated__/EmailSearchResultsQuery.graphql';
import { ErrorBoundary } from '../../routes/ErrorBoundary';
import { Form } from '../../widgets/Form';
import { LoadingState } from '../../widgets/LoadingState';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { EmailSearchFailure, EmailSearchResults, emailSearchResultsQuery, ResultsHeading } from './EmailSearchResults';

interface SearchValues {
  from: string;
  to: string;
}

/**
 * ADMIN-037, ADMIN-038: search the provider's mail log of the last 7 days (CONST-030) by from and/or to (VALID-031),
 * see the events in a sortable table and download the same search as CSV through the gateway's plain route. The tab
 * has nothing to load when it opens: each search is one query, sent when the form is.
 */
export default function EmailSearchTab() {
  const [queryRef, loadQuery] = useQueryLoader<EmailSearchResultsQuery>(emailSearchResultsQuery);
  // Each search gets a fresh error boundary and table (first page, newest first), also after a failure.
  const [searches, setSearches] = useState(0);
  const form = useKitForm<SearchValues>({
    defaultValues: { from: '', to: '' },
    validate: validateEmailSearch,
    failureText: MESSAGES.emailSearch, // ERR-078
    keepsWork: false,
    onSubmit: ({ from, to }) => {
      setSearches((n) => n + 1);
      loadQuery({ from: from.trim(), to: to.trim() }, { fetchPolicy: 'network-only' });
    },
  });
  const searched = queryRef?.variables;
  // "Try again" sends the same search again, from the network (issue #26).
  const retry = () => {
    if (!searched) return;
    setSearches((n) => n + 1);
    loadQuery(searched, { fetchPolicy: 'network-only' });
  };

  // ADMIN-038: the CSV of the search that was sent, once there is one.
  const download = searched ? (
    <Button asChild variant="outline">
      <a href={emailLogCsvHref(searched)} download={emailLogCsvFileName()}>
        Download CSV
      </a>
    </Button>
  ) : (
    <Button variant="outline" disabled>
      Download CSV
    </Button>
  );

  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="admin-email-search-form">
        <Heading as="h3" size="md" id="admin-email-search-form">
          Search the email log
        </Heading>
        <Text color="fg.muted">{`${EMAIL_SEARCH_WINDOW_TEXT} Fill in from, to or both; part of an address is enough.`}</Text>
        <Form form={form} label="Search the email log" submitLabel="Search" secondary={download}>
          <Flex gap="4" wrap="wrap">
            <FormField name="from" label="From" w="min(100%, 18rem)">
              <Input {...form.register('from')} autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField name="to" label="To" w="min(100%, 18rem)">
              <Input {...form.register('to')} autoComplete="off" spellCheck={false} />
            </FormField>
          </Flex>
        </Form>
      </Stack>
      {queryRef && (
        <Stack as="section" gap="3" aria-labelledby="admin-email-search-results">
          <ResultsHeading />
          <ErrorBoundary key={searches} fallback={<EmailSearchFailure onRetry={retry} />}>
            <Suspense fallback={<LoadingState text="Searching the email log…" />}>
              <EmailSearchResults queryRef={queryRef} onRetry={retry} />
            </Suspense>
          </ErrorBoundary>
        </Stack>
      )}
    </Stack>
  );
}
