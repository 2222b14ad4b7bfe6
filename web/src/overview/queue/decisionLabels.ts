import type { QueueDecisionKind } from '@portal/rules';

export const QUEUE_DECISION_LABELS: Record<QueueDecisionKind, string> = { approved: 'Approved', rejected: 'Rejected' };
