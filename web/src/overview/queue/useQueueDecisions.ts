import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { useApproveQueuedChanges, useRejectQueuedChanges } from '../mutations';
import { decisionReport, type DecisionOutcome, type QueueAction } from './decisionReport';
import { queueVariables, type QueueView } from './queueSearch';

/**
 * Approve and reject one or several changes (issue #25, decision D-171): the page's filters and page go with the
 * write, so its answer refreshes the list; what happened is reported in words, and the changes that were not done
 * stay selected (the others leave the queue).
 */
export function useQueueDecisions(view: QueueView, nameOf: (id: string) => string, select: (ids: ReadonlySet<string>) => void) {
  const [approveChanges] = useApproveQueuedChanges();
  const [rejectChanges] = useRejectQueuedChanges();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<{ text: string; failed: boolean } | null>(null);

  const finish = (action: QueueAction, outcomes: readonly DecisionOutcome[]) => {
    const result = decisionReport(action, outcomes, nameOf);
    setReport({ text: result.text, failed: result.failedIds.length > 0 });
    select(new Set(result.failedIds));
  };

  const run = async (ids: readonly string[], write: () => Promise<readonly DecisionOutcome[]>, action: QueueAction) => {
    setReport(null);
    setBusy(new Set(ids));
    try {
      finish(action, await write());
    } finally {
      setBusy(new Set());
    }
  };

  const variables = queueVariables(view);
  return {
    busy,
    report,
    /** A failure of the whole request is reported on the page (ERR-046); the changes stay selected. */
    approve: (ids: readonly string[]) =>
      run(ids, async () => (await approveChanges({ ...variables, input: { ids: [...ids] } })).approveQueuedChanges.outcomes, 'approve').catch(
        (error: unknown) => {
          setReport({ text: error instanceof GraphQLRequestError ? (error.messages[0] ?? MESSAGES.overrideSave) : MESSAGES.overrideSave, failed: true });
          select(new Set(ids));
        },
      ),
    /** A failure of the whole request is the reject dialog's to show (ERR-047). */
    reject: (ids: readonly string[], reason: string) =>
      run(ids, async () => (await rejectChanges({ ...variables, input: { ids: [...ids], reason } })).rejectQueuedChanges.outcomes, 'reject'),
  };
}
