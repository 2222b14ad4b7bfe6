import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { AccountOverview_agent$key } from '../__generated__/AccountOverview_agent.graphql';
import type { AccountOverviewRefetchQuery } from '../__generated__/AccountOverviewRefetchQuery.graphql';
import { LazyDailyChart as DailyChart } from '../widgets/chart/LazyDailyChart';
import { KeywordInfo } from '../widgets/KeywordInfo';
import { PAGE_VIEWS_SERIES, PHONE_CLICKS_SERIES, VISITS_SERIES } from '../widgets/chart/series';
import { describeRange, type DateRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import { StatTotals } from '../widgets/StatTotals';

const SERIES = [VISITS_SERIES, PAGE_VIEWS_SERIES, PHONE_CLICKS_SERIES];

/** STATS-002: visits, page views and phone clicks per day for a range, and their totals. */
export function AccountOverview({
  agent,
  initialRange,
}: {
  agent: AccountOverview_agent$key;
  initialRange: DateRange;
}) {
  const [data, refetch] = useRefetchableFragment<AccountOverviewRefetchQuery, AccountOverview_agent$key>(
    graphql`
      fragment AccountOverview_agent on Agent
      @refetchable(queryName: "AccountOverviewRefetchQuery")
      @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }) {
        accountOverview(startDate: $startDate, endDate: $endDate) {
          start
          end
          graph {
            date
            visits
            pageViews
            phoneClicks
          }
          total {
            visits
            pageViews
            phoneClicks
          }
        }
      }
    `,
    agent,
  );
  const [range, setRange] = useState(initialRange);
  const [pending, startTransition] = useTransition();
  const overview = data.accountOverview;

  const changeRange = (next: DateRange) => {
    setRange(next);
    // The transition keeps the current chart on screen while the new range loads.
    startTransition(() => {
      refetch(next, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <Stack as="section" gap="4" aria-labelledby="account-overview-heading">
      <HStack gap="1">
        <Heading as="h2" size="lg" id="account-overview-heading">
          Account overview
        </Heading>
        <KeywordInfo keyword="your_page" label="Your page" />
      </HStack>
      {/* GLOSS-002: the dashboard says where its numbers come from. */}
      <HStack gap="2" wrap="wrap">
        <Text color="fg.muted">These numbers are counted by us and differ from the insurer's.</Text>
        <KeywordInfo keyword="mirus_metrics_vs_sf_metrics" label="Our metrics and the insurer's" variant="text" />
      </HStack>
      <RangeControl value={range} onChange={changeRange} pending={pending} />
      <Text color="fg.muted" aria-live="polite">
        {pending ? `Loading ${describeRange(range)}…` : describeRange(range)}
      </Text>
      {overview ? (
        <>
          <StatTotals
            label="Totals for the range"
            items={[
              { label: 'Visits', value: overview.total.visits, keyword: 'visits' },
              { label: 'Page views', value: overview.total.pageViews, keyword: 'page_views' },
              { label: 'Phone clicks', value: overview.total.phoneClicks, keyword: 'phone_clicks' },
            ]}
          />
          <DailyChart
            title="Visits, page views and phone clicks per day"
            series={SERIES}
            pending={pending}
            points={overview.graph.map((p) => ({
              date: p.date,
              values: { visits: p.visits, pageViews: p.pageViews, phoneClicks: p.phoneClicks },
            }))}
          />
        </>
      ) : (
        <Text>{MESSAGES.graphData}</Text>
      )}
    </Stack>
  );
}
