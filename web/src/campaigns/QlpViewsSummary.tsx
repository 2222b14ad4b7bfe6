import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QlpViewsSummary_agent$key } from '../__generated__/QlpViewsSummary_agent.graphql';
import { describeRange } from '../widgets/dateRange';
import { formatCount } from '../lib/format';
import { DataTable, type Column } from '../widgets/DataTable';

interface DomainViews {
  readonly domainName: string;
  readonly views: number;
}

const QLP_COLUMNS: Column<DomainViews>[] = [
  {
    key: 'domain',
    header: 'Domain',
    cell: (d) => (
      <Text as="span" whiteSpace="nowrap">
        {d.domainName}
      </Text>
    ),
  },
  { key: 'views', header: 'Views', cell: (d) => formatCount(d.views), align: 'end' },
];

/** STATS-010: quote landing page views of the last 30 days, in total and per domain. */
export function QlpViewsSummary({ agent }: { agent: QlpViewsSummary_agent$key }) {
  const data = useFragment(
    graphql`
      fragment QlpViewsSummary_agent on Agent {
        qlpViews {
          start
          end
          total
          domains {
            domainName
            views
          }
        }
      }
    `,
    agent,
  );
  const qlp = data.qlpViews;
  return (
    <Stack as="section" gap="3" aria-labelledby="qlp-heading">
      <Heading as="h2" size="lg" id="qlp-heading">
        Quote landing page views
      </Heading>
      {!qlp ? (
        // ERR-064 is in the alert bar.
        <Text color="fg.error">{MESSAGES.qlpStats}</Text>
      ) : (
        <>
          <Text>
            {`${formatCount(qlp.total)} views`}
            {qlp.start && qlp.end ? ` from ${describeRange({ startDate: qlp.start, endDate: qlp.end })}` : ''}
          </Text>
          <Box maxW="xl">
            <DataTable
              label="Quote landing page views by domain"
              columns={QLP_COLUMNS}
              rows={qlp.domains}
              rowKey={(d) => d.domainName}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}
