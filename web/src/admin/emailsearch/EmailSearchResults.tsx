import { Heading, Stack, Text } from '@chakra-ui/react';
import { EMAIL_LOG_SHOWN_MAX, MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { EmailSearchResultsQuery } from '../../__generated__/EmailSearchResultsQuery.graphql';
import { formatCount } from '../../lib/format';
import { LoadFailure } from '../../widgets/LoadFailure';
import { EmailLogTable } from './EmailLogTable';

export const emailSearchResultsQuery = graphql`
  query EmailSearchResultsQuery($from: String, $to: String) {
    emailLog(from: $from, to: $to) {
      totalCount
      ...EmailLogTable_search
    }
  }
`;

/** ERR-078 where the results would be (the alert bar, which has it too, is behind the drawer), with "Try again". */
export function EmailSearchFailure({ onRetry }: { onRetry: () => void }) {
  return <LoadFailure text={MESSAGES.emailSearch} onRetry={onRetry} announce />;
}

/** "12 events found", or the cap when the tab shows only the newest (the CSV has them all). */
function foundText(totalCount: number): string {
  if (totalCount > EMAIL_LOG_SHOWN_MAX) {
    return `${formatCount(totalCount)} events found; the newest ${formatCount(EMAIL_LOG_SHOWN_MAX)} are shown. The CSV has all of them.`;
  }
  return `${formatCount(totalCount)} event${totalCount === 1 ? '' : 's'} found`;
}

/** ADMIN-037: the answer of one search (API-095): how many, and the table. */
export function EmailSearchResults({
  queryRef,
  onRetry,
}: {
  queryRef: PreloadedQuery<EmailSearchResultsQuery>;
  onRetry: () => void;
}) {
  const { emailLog } = usePreloadedQuery<EmailSearchResultsQuery>(emailSearchResultsQuery, queryRef);
  if (!emailLog) return <EmailSearchFailure onRetry={onRetry} />;
  return (
    <Stack gap="3">
      <Text>{foundText(emailLog.totalCount)}</Text>
      <EmailLogTable search={emailLog} />
    </Stack>
  );
}

/** The results section's heading, shown from the first search on. */
export function ResultsHeading() {
  return (
    <Heading as="h3" size="md" id="admin-email-search-results">
      Results
    </Heading>
  );
}
