import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { DomainStats_domain$key } from '../__generated__/DomainStats_domain.graphql';
import type { DomainStatsRefetchQuery } from '../__generated__/DomainStatsRefetchQuery.graphql';
import { LazyDailyChart as DailyChart } from '../widgets/chart/LazyDailyChart';
import { PAGE_VIEWS_SERIES, VISITS_SERIES } from '../widgets/chart/series';
import { CountTable } from './CountTable';
import { KeywordInfo } from '../widgets/KeywordInfo';
import { describeRange, type DateRange } from '../widgets/dateRange';
import { RangeControl } from '../widgets/RangeControl';
import { TabGroup } from '../widgets/TabGroup';
import { StatTotals } from '../widgets/StatTotals';

const SERIES = [VISITS_SERIES, PAGE_VIEWS_SERIES];

/** STATS-007, STATS-008: one domain's analysis and daily overview for a range. */
export function DomainStats({ domain, initialRange }: { domain: DomainStats_domain$key; initialRange: DateRange }) {
  const [data, refetch] = useRefetchableFragment<DomainStatsRefetchQuery, DomainStats_domain$key>(
    graphql`
      fragment DomainStats_domain on Domain
      @refetchable(queryName: "DomainStatsRefetchQuery")
      @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }) {
        analysis(startDate: $startDate, endDate: $endDate) {
          visits
          pageViews
          phoneClicks
          smsClicks
          contactFormsSent
          mapDirectionsClicks
          quoteStarts
          botsCrawlers
          pageViewsByDeviceType {
            desktop
            mobile
            tablet
          }
          pageViewsByReferrer {
            referrer
            pageViews
          }
        }
        overview(startDate: $startDate, endDate: $endDate) {
          graph {
            date
            visits
            pageViews
          }
          total {
            visits
            pageViews
          }
        }
      }
    `,
    domain,
  );
  const [range, setRange] = useState(initialRange);
  const [pending, startTransition] = useTransition();
  const { analysis, overview } = data;

  const changeRange = (next: DateRange) => {
    setRange(next);
    startTransition(() => {
      refetch(next, { fetchPolicy: 'store-or-network' });
    });
  };

  return (
    <Stack gap="8">
      <Stack gap="3">
        <RangeControl value={range} onChange={changeRange} pending={pending} />
        <Text color="fg.muted" aria-live="polite">
          {pending ? `Loading ${describeRange(range)}…` : describeRange(range)}
        </Text>
      </Stack>

      <TabGroup
        groupId="domain-stats"
        label="Domain statistics"
        tabs={[
          {
            path: 'visits',
            name: 'Visits and page views',
            content: (
              <Stack as="section" gap="4" aria-labelledby="domain-overview-heading">
                <HStack gap="1">
                  <Heading as="h2" size="lg" id="domain-overview-heading">
                    Visits and page views
                  </Heading>
                  <KeywordInfo keyword="page_views_over_time" label="Page views over time" />
                </HStack>
                {overview ? (
                  <>
                    <StatTotals
                      label="Totals for the range"
                      items={[
                        { label: 'Visits', value: overview.total.visits, keyword: 'visits' },
                        { label: 'Page views', value: overview.total.pageViews, keyword: 'page_views' },
                      ]}
                    />
                    <DailyChart
                      title="Visits and page views per day"
                      series={SERIES}
                      pending={pending}
                      points={overview.graph.map((p) => ({
                        date: p.date,
                        values: { visits: p.visits, pageViews: p.pageViews },
                      }))}
                    />
                  </>
                ) : (
                  <Text>{MESSAGES.proxyData}</Text>
                )}
              </Stack>
            ),
          },
          {
            path: 'analysis',
            name: 'Analysis',
            content: (
              <Stack as="section" gap="4" aria-labelledby="domain-analysis-heading">
                <Heading as="h2" size="lg" id="domain-analysis-heading">
                  Analysis
                </Heading>
                {analysis ? (
                  <>
                    <StatTotals
                      label="What visitors did"
                      items={[
                        { label: 'Visits', value: analysis.visits, keyword: 'visits' },
                        { label: 'Page views', value: analysis.pageViews, keyword: 'page_views' },
                        { label: 'Phone clicks', value: analysis.phoneClicks, keyword: 'phone_clicks' },
                        { label: 'Text message clicks', value: analysis.smsClicks, keyword: 'sms_clicks' },
                        { label: 'Contact forms sent', value: analysis.contactFormsSent, keyword: 'contact_forms_sent' },
                        { label: 'Map directions clicks', value: analysis.mapDirectionsClicks, keyword: 'map_directions_clicks' },
                        { label: 'Quote starts', value: analysis.quoteStarts, keyword: 'quote_starts' },
                        { label: 'Bots and crawlers', value: analysis.botsCrawlers, keyword: 'bots_crawlers' },
                      ]}
                    />
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
                      <CountTable
                        caption="Page views by device"
                        keyword="page_views_by_device_type"
                        labelHeader="Device"
                        total={analysis.pageViews}
                        rows={[
                          { label: 'Desktop', value: analysis.pageViewsByDeviceType.desktop },
                          { label: 'Mobile', value: analysis.pageViewsByDeviceType.mobile },
                          { label: 'Tablet', value: analysis.pageViewsByDeviceType.tablet },
                        ]}
                      />
                      {analysis.pageViewsByReferrer.length > 0 ? (
                        <CountTable
                          caption="Page views by referrer"
                          keyword="page_views_by_referrer"
                          labelHeader="Referrer"
                          total={analysis.pageViews}
                          rows={analysis.pageViewsByReferrer.map((r) => ({ label: r.referrer, value: r.pageViews }))}
                        />
                      ) : (
                        <Text color="fg.muted">No referrers in this range.</Text>
                      )}
                    </SimpleGrid>
                  </>
                ) : (
                  <Text>{MESSAGES.m1Stats}</Text>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
