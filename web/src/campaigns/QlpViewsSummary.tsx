import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay';
import type { QlpViewsSummary_agent$key } from '../__generated__/QlpViewsSummary_agent.graphql';
import { describeRange } from '../stats/dateRange';
import { ERROR_TEXT_COLOR } from '../billing/errorColor';

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
        <Text color={ERROR_TEXT_COLOR}>{MESSAGES.qlpStats}</Text>
      ) : (
        <>
          <Text>
            {`${qlp.total.toLocaleString()} views`}
            {qlp.start && qlp.end ? ` from ${describeRange({ startDate: qlp.start, endDate: qlp.end })}` : ''}
          </Text>
          <Table.Root size="sm" variant="outline" maxW="xl" aria-label="Quote landing page views by domain">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Domain</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Views
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {qlp.domains.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={2}>No items found</Table.Cell>
                </Table.Row>
              ) : (
                qlp.domains.map((d) => (
                  <Table.Row key={d.domainName}>
                    <Table.Cell>{d.domainName}</Table.Cell>
                    <Table.Cell textAlign="end">{d.views.toLocaleString()}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Stack>
  );
}
