import { Alert, Box, Button, Checkbox, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGES, QUEUE_BULK_MAX } from '@portal/rules';
import type { RowsPerPageOption } from '../../lib/paging';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { QueueList_overview$key } from '../../__generated__/QueueList_overview.graphql';
import { formatCount } from '../../lib/format';
import { PageHeader } from '../../widgets/PageHeader';
import { Paginator } from '../../widgets/Paginator';
import { pageTitle } from '../pages';
import { ApproveAnywayDialog } from './ApproveAnywayDialog';
import { itemName, QueueItemCard } from './QueueItemCard';
import { QueueFilters } from './QueueFilters';
import { queueSearchOf } from './queueSearch';
import { RejectDialog } from './RejectDialog';
import { useQueueDecisions } from './useQueueDecisions';
import { useQueueView } from './useQueueView';
import { QUEUE_KEYS_HELP, useQueueKeyboard } from './useQueueKeyboard';
import { needsConfirmation } from './verdict';
import { PATHS } from '../../routes/paths';

const waiting = (n: number) => (n === 1 ? '1 change is waiting for approval.' : `${formatCount(n)} changes are waiting for approval.`);

/**
 * OVERVIEW-010, issue #25 (decision D-175): the Approval Queue's page: the count in the header, filters by agent,
 * domain and section, the order by submitted time, a page of changes to review one by one or together (D-171), and
 * what each decision did.
 */
export function QueueList({ overview }: { overview: QueueList_overview$key }) {
  const data = useFragment(
    graphql`
      fragment QueueList_overview on Overview
      @argumentDefinitions(
        agentId: { type: "ID" }
        domainName: { type: "String" }
        sectionKey: { type: "String" }
        order: { type: "OverviewQueueOrder" }
        first: { type: "Int" }
        offset: { type: "Int" }
      ) {
        approvalQueue(
          agentId: $agentId
          domainName: $domainName
          sectionKey: $sectionKey
          order: $order
          first: $first
          offset: $offset
        ) {
          totalCount
          pendingCount
          ...QueueFilters_queue
          edges {
            node {
              id
              domainName
              sectionLabel
              fieldLabel
              verdict {
                outcome
                message
              }
              ...QueueItemCard_item
            }
          }
        }
      }
    `,
    overview,
  );
  const { view, wanted, loading, show } = useQueueView();
  const queue = data.approvalQueue;
  const items = queue?.edges.map((e) => e.node) ?? [];
  const byId = new Map(items.map((i) => [i.id, { name: itemName(i.sectionLabel, i.fieldLabel, i.domainName), verdict: i.verdict }]));
  const nameOf = (id: string) => byId.get(id)?.name ?? 'A change';

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<readonly string[] | null>(null);
  const [confirming, setConfirming] = useState<readonly string[] | null>(null);
  const decisions = useQueueDecisions(view, nameOf, setSelected);
  const shown = items.filter((i) => selected.has(i.id)).map((i) => i.id);

  const toggleIn = (set: ReadonlySet<string>, id: string, on = !set.has(id)) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  // Approving a change whose check failed asks first (issue #25); a compliant one goes at once.
  const requestApprove = (ids: readonly string[]) => {
    if (ids.some((id) => needsConfirmation(byId.get(id)?.verdict.outcome ?? ''))) setConfirming(ids);
    else void decisions.approve(ids);
  };
  const keys = useQueueKeyboard(
    items.map((i) => i.id),
    (id) => `${nameOf(id)}, ${byId.get(id)?.verdict.message ?? ''}`,
    {
      toggle: (id) => setOpen((s) => toggleIn(s, id)),
      approve: (id) => requestApprove([id]),
      reject: (id) => setRejecting([id]),
      select: (id) => setSelected((s) => toggleIn(s, id)),
    },
  );
  const helpId = useId();

  const pageCount = view.rows === 'All' || !queue ? 1 : Math.max(1, Math.ceil(queue.totalCount / view.rows));
  const failedChecks = (confirming ?? []).flatMap((id) => {
    const item = byId.get(id);
    return item && needsConfirmation(item.verdict.outcome) ? [{ name: item.name, why: item.verdict.message }] : [];
  });

  return (
    <Stack gap="5">
      <PageHeader
        title={pageTitle('queue')}
        description={queue ? waiting(queue.pendingCount) : undefined}
        actions={
          <Button asChild variant="outline" size="sm">
            <RouterLink to={PATHS.overviewQueueHistory.href()}>Decision history</RouterLink>
          </Button>
        }
      />
      {!queue ? (
        // ERR-045 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.overridesCheck}</Text>
      ) : (
        <>
          <QueueFilters view={wanted} queue={queue} onChange={show} />
          <Text id={helpId} fontSize="sm" color="fg.muted">
            {QUEUE_KEYS_HELP}
          </Text>
          <HStack gap="3" wrap="wrap" aria-label="Selected changes" role="group">
            <Checkbox.Root
              checked={shown.length === 0 ? false : shown.length === items.length ? true : 'indeterminate'}
              onCheckedChange={(d) => setSelected(d.checked === true ? new Set(items.map((i) => i.id).slice(0, QUEUE_BULK_MAX)) : new Set())}
              disabled={items.length === 0}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Select all on this page</Checkbox.Label>
            </Checkbox.Root>
            <Text aria-live="polite" fontSize="sm">{`${shown.length} selected`}</Text>
            <Button size="sm" disabled={shown.length === 0} loading={decisions.busy.size > 0 && shown.some((id) => decisions.busy.has(id))} onClick={() => requestApprove(shown)}>
              Approve selected
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" disabled={shown.length === 0} onClick={() => setRejecting(shown)}>
              Reject selected
            </Button>
          </HStack>
          <Box role="status" aria-live="polite">
            {decisions.report && (
              <Alert.Root status={decisions.report.failed ? 'warning' : 'success'}>
                <Alert.Indicator />
                <Alert.Title>{decisions.report.text}</Alert.Title>
              </Alert.Root>
            )}
          </Box>
          <VisuallyHidden aria-live="polite">{keys.announcement}</VisuallyHidden>
          {items.length === 0 ? (
            <Stack gap="2">
              <Text>{queue.totalCount === 0 ? 'No changes are waiting for approval here.' : 'No changes on this page.'}</Text>
              {view.page > 1 && (
                <Link asChild colorPalette="blue" alignSelf="flex-start">
                  <RouterLink to={{ search: queueSearchOf({ ...view, page: 1 }) }}>First page</RouterLink>
                </Link>
              )}
            </Stack>
          ) : (
            <Stack as="ul" listStyleType="none" gap="4" aria-label="Pending content changes" onKeyDown={keys.onKeyDown} aria-busy={loading}>
              {items.map((item) => (
                <li key={item.id}>
                  <QueueItemCard
                    item={item}
                    selected={selected.has(item.id)}
                    onSelect={(on) => setSelected((s) => toggleIn(s, item.id, on))}
                    open={open.has(item.id)}
                    onToggle={() => setOpen((s) => toggleIn(s, item.id))}
                    onApprove={() => requestApprove([item.id])}
                    onReject={() => setRejecting([item.id])}
                    busy={decisions.busy.has(item.id)}
                    tabIndex={keys.active === item.id ? 0 : -1}
                    onFocus={() => keys.setCurrent(item.id)}
                    describedBy={helpId}
                    articleRef={keys.refOf(item.id)}
                  />
                </li>
              ))}
            </Stack>
          )}
          <Paginator
            page={view.page}
            pageCount={pageCount}
            totalCount={queue.totalCount}
            rowsPerPage={view.rows}
            onPageChange={(page) => show({ page })}
            onRowsPerPageChange={(rows: RowsPerPageOption) => show({ rows, page: 1 })}
            label="Pages of the approval queue"
            disabled={loading}
          />
        </>
      )}
      {rejecting && (
        <RejectDialog names={rejecting.map(nameOf)} onReject={(reason) => decisions.reject(rejecting, reason)} onClose={() => setRejecting(null)} />
      )}
      {confirming && (
        <ApproveAnywayDialog
          failed={failedChecks}
          total={confirming.length}
          onConfirm={() => void decisions.approve(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}

