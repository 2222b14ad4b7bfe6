import { Badge, Flex, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, pageLabel, QUEUE_TEXTS } from '@portal/rules';
import { QUEUE_DECISION_LABELS } from './queue/decisionLabels';
import { valueKindOf } from '../lib/overrideValues';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import type { OverviewQueueHistoryPage_overview$key } from '../__generated__/OverviewQueueHistoryPage_overview.graphql';
import { formatDateTime } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { DataTable } from '../widgets/DataTable';
import { FormField } from '../widgets/FormField';
import { OverrideValue } from '../widgets/OverrideValue';
import { PageHeader } from '../widgets/PageHeader';
import { useOverviewQueueHistoryData } from './loaders';
import { QueueNavCount } from './QueueNavCount';
import { PATHS } from '../routes/paths';

/** Issue #25 (decision D-170): the approval queue's record, per domain: what was decided, by whom, when and why. */
export default function OverviewQueueHistoryPage() {
  const overview = requirePageData(useOverviewQueueHistoryData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <History overview={overview} />
    </>
  );
}

function History({ overview }: { overview: OverviewQueueHistoryPage_overview$key }) {
  const { queueHistory } = useFragment(
    graphql`
      fragment OverviewQueueHistoryPage_overview on Overview @argumentDefinitions(domainName: { type: "String" }) {
        queueHistory(domainName: $domainName) {
          domainNames
          decisions {
            id
            decision
            reason
            decidedBy
            decidedAt
            associateId
            agentName
            domainName
            key
            subkey
            pageKey
            value
            sectionLabel
            fieldLabel
            valueKind
            submittedBy
            submittedAt
          }
        }
      }
    `,
    overview,
  );
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const loading = useNavigation().state !== 'idle';
  const domain = search.get('domain')?.trim() ?? '';
  return (
    <Stack gap="5">
      <PageHeader
        title="Decision history"
        description={domain ? `Decisions on changes to ${domain}, newest first.` : 'Decisions of the Approval Queue on every domain, newest first.'}
        actions={
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.overviewQueue.href()}>Back to the Approval Queue</RouterLink>
          </Link>
        }
      />
      {!queueHistory ? (
        // The history's load text is in the alert bar too.
        <Text color="fg.error">{QUEUE_TEXTS.historyLoad}</Text>
      ) : (
        <>
          <Flex role="search" aria-label="Choose a domain">
            <FormField label="Domain" w="auto">
              <NativeSelect.Root size="sm" minW="16rem" disabled={loading}>
                <NativeSelect.Field
                  value={domain}
                  onChange={(e) => navigate({ search: e.target.value ? `?domain=${encodeURIComponent(e.target.value)}` : '' })}
                >
                  <option value="">All domains</option>
                  {[...new Set([...queueHistory.domainNames, ...(domain ? [domain] : [])])].map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Flex>
          <DataTable
            label="Decisions"
            paginated
            busy={loading}
            verticalAlign="top"
            rows={queueHistory.decisions}
            rowKey={(d) => d.id}
            defaultSort={{ key: 'decided', direction: 'desc' }}
            columns={[
              { key: 'decided', header: 'Decided', cell: (d) => formatDateTime(String(d.decidedAt)), sortValue: (d) => String(d.decidedAt), firstDirection: 'desc' },
              {
                key: 'decision',
                header: 'Decision',
                cell: (d) => (
                  <Badge colorPalette={d.decision === 'approved' ? 'green' : 'red'} variant="surface">
                    {QUEUE_DECISION_LABELS[d.decision as keyof typeof QUEUE_DECISION_LABELS] ?? d.decision}
                  </Badge>
                ),
              },
              { key: 'reviewer', header: 'By', cell: (d) => d.decidedBy },
              { key: 'reason', header: 'Reason', cell: (d) => <Text minW="12ch" maxW="sm">{d.reason ?? '—'}</Text> },
              {
                key: 'change',
                header: 'Change',
                cell: (d) => (
                  <Stack gap="0">
                    <Text>{`${d.sectionLabel}${d.fieldLabel ? ` (${d.fieldLabel})` : ''}`}</Text>
                    <Text color="fg.muted" fontSize="xs">{`${pageLabel(d.pageKey)} page · ${d.domainName}`}</Text>
                  </Stack>
                ),
              },
              {
                key: 'content',
                header: 'Content',
                cell: (d) => (
                  <Stack minW="16ch" maxW="md" gap="0" fontSize="sm">
                    <OverrideValue
                      value={d.value}
                      kind={valueKindOf(d.valueKind)}
                      sectionKey={d.key}
                      subkey={d.subkey}
                      imageAlt={`Image of ${d.sectionLabel} on ${d.domainName}`}
                    />
                  </Stack>
                ),
              },
              { key: 'agent', header: 'Agent', cell: (d) => `${d.agentName} (${d.associateId})` },
              {
                key: 'submitted',
                header: 'Sent',
                cell: (d) => `${d.submittedBy}, ${formatDateTime(String(d.submittedAt))}`,
                sortValue: (d) => String(d.submittedAt),
                firstDirection: 'desc',
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
