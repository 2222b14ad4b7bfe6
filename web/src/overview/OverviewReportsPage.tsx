import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewReportsPage_overview$key } from '../__generated__/OverviewReportsPage_overview.graphql';
import { requirePageData } from '../routes/failureText';
import { DownloadButton } from '../widgets/DownloadButton';
import { DataTable, NO_ITEMS } from '../widgets/DataTable';
import { today } from '../widgets/dateRange';
import { PageHeader } from '../widgets/PageHeader';
import { csvFileName, toCsv } from './csv';
import { useOverviewReportsData } from './loaders';
import { pageDescription, pageTitle } from './pages';
import { reportCellText, reportCsvCell } from './reportCells';
import { QueueNavCount } from './QueueNavCount';

interface ReportRow {
  index: number;
  cells: readonly string[];
}

/** ROUTE-055, OVERVIEW-008: each report as a table, downloadable as CSV (decision D-47). */
export default function OverviewReportsPage() {
  const overview = requirePageData(useOverviewReportsData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <Reports overview={overview} />
    </>
  );
}

function Reports({ overview }: { overview: OverviewReportsPage_overview$key }) {
  const { reports } = useFragment(
    graphql`
      fragment OverviewReportsPage_overview on Overview {
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
    `,
    overview,
  );
  return (
    <Stack gap="8">
      <PageHeader title={pageTitle('reports')} description={pageDescription('reports')} />
      {!reports && <Text color="fg.error">{MESSAGES.generic}</Text>}
      {reports?.length === 0 && <Text>{NO_ITEMS}</Text>}
      {(reports ?? []).map((report) => {
        const headingId = `report-${report.key}`;
        const header = report.columns.map((c) => c.label);
        const csv = () =>
          toCsv(
            header,
            report.rows.map((cells) => cells.map((cell, i) => reportCsvCell(report.columns[i]?.key ?? '', cell))),
          );
        return (
          <Stack as="section" key={report.key} gap="3" aria-labelledby={headingId}>
            <Flex gap="3" align="center" wrap="wrap">
              <Heading as="h2" size="lg" id={headingId}>
                {report.title}
              </Heading>
              <DownloadButton
                data={csv}
                fileName={csvFileName(report.key, today())}
                ms="auto"
                label={`Download ${report.title} as CSV`}
              >
                Download CSV
              </DownloadButton>
            </Flex>
            <Text color="fg.muted">{report.description}</Text>
            <DataTable
              label={report.title}
              paginated
              rows={report.rows.map((cells, index): ReportRow => ({ index, cells }))}
              rowKey={(r) => String(r.index)}
              columns={report.columns.map((c, i) => ({
                key: c.key,
                header: c.label,
                cell: (r: ReportRow) => reportCellText(c.key, r.cells[i] ?? ''),
              }))}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
