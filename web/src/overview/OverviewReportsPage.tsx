import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { OverviewReportsPageQuery } from '../__generated__/OverviewReportsPageQuery.graphql';
import { today } from '../widgets/dateRange';
import { DataTable } from '../widgets/DataTable';
import { csvFileName, downloadText, toCsv } from './csv';
import type { OverviewReportsData } from './loaders';
import { OverviewHeading } from './OverviewHeading';
import { pageDescription, pageTitle } from './pages';

interface ReportRow {
  index: number;
  cells: readonly string[];
}

/** ROUTE-055, OVERVIEW-008: each report as a table, downloadable as CSV (decision D-47). */
export default function OverviewReportsPage() {
  const { queryRef } = useLoaderData() as OverviewReportsData;
  const data = usePreloadedQuery<OverviewReportsPageQuery>(
    graphql`
      query OverviewReportsPageQuery {
        overview {
          reports {
            key
            title
            description
            columns {
              key
              label
            }
            rows
          }
        }
      }
    `,
    queryRef,
  );
  const reports = data.overview?.reports ?? null;
  return (
    <Stack gap="8">
      <OverviewHeading title={pageTitle('reports')}>{pageDescription('reports')}</OverviewHeading>
      {!reports && <Text color="fg.error">{MESSAGES.generic}</Text>}
      {reports?.length === 0 && <Text>No items found</Text>}
      {(reports ?? []).map((report) => {
        const headingId = `report-${report.key}`;
        const header = report.columns.map((c) => c.label);
        return (
          <Stack as="section" key={report.key} gap="3" aria-labelledby={headingId}>
            <Flex gap="3" align="center" wrap="wrap">
              <Heading as="h2" size="lg" id={headingId}>
                {report.title}
              </Heading>
              <Button
                size="sm"
                variant="outline"
                ms="auto"
                aria-label={`Download ${report.title} as CSV`}
                onClick={() => downloadText(csvFileName(report.key, today()), toCsv(header, report.rows))}
              >
                Download CSV
              </Button>
            </Flex>
            <Text color="fg.muted">{report.description}</Text>
            <DataTable
              label={report.title}
              paginated
              rows={report.rows.map((cells, index): ReportRow => ({ index, cells }))}
              rowKey={(r) => String(r.index)}
              columns={report.columns.map((c, i) => ({ key: c.key, header: c.label, cell: (r: ReportRow) => r.cells[i] }))}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
