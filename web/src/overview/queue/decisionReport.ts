/** One change's outcome of a decision, as the mutation answers it. */
export interface DecisionOutcome {
  readonly id: string;
  readonly ok: boolean;
  readonly failure?: string | null;
}

export type QueueAction = 'approve' | 'reject';

const DONE: Record<QueueAction, string> = { approve: 'approved', reject: 'rejected' };

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/**
 * What a decision on one or several changes did, in words (issue #25, decision D-171): how many went through, and
 * each change that did not with its reason. The ones that did not are the ones left selected.
 */
export function decisionReport(
  action: QueueAction,
  outcomes: readonly DecisionOutcome[],
  nameOf: (id: string) => string,
): { text: string; failedIds: string[] } {
  const done = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.filter((o) => !o.ok);
  const verb = DONE[action];
  const head = done > 0 ? `${verb[0]!.toUpperCase()}${verb.slice(1)} ${changes(done)}.` : `No change was ${verb}.`;
  if (failed.length === 0) return { text: head, failedIds: [] };
  const why = failed.map((o) => `${nameOf(o.id)}: ${o.failure ?? 'not done'}`).join('; ');
  const was = failed.length === 1 ? 'was' : 'were';
  const tail = done > 0 ? ` ${changes(failed.length)} ${was} not ${verb} and ${failed.length === 1 ? 'stays' : 'stay'} selected: ${why}.` : ` ${why}.`;
  return { text: `${head}${tail}`, failedIds: failed.map((o) => o.id) };
}
