import { getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';

/** The header the gateway reads (decision D-64): one key per user action, sent with every mutation request. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Where commitAction() puts the action's key for fetchGraphQL (Relay's cacheConfig.metadata). */
export const IDEMPOTENCY_METADATA = 'idempotencyKey';

/** 32 hex characters; getRandomValues also works where randomUUID does not (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The same mutation with the same variables is the same action. */
export function actionOf(mutation: GraphQLTaggedNode, variables: Variables): string {
  const { params } = getRequest(mutation);
  return `${params.id ?? params.name}:${JSON.stringify(variables)}`;
}

/** The last action whose write timed out upstream: its outcome is unknown, so it keeps its key. */
let uncertain: { action: string; key: string } | null = null;

/**
 * The key of a commit: a fresh one per action, except that committing again exactly the action whose outcome is
 * unknown is its retry and re-sends its key, so the upstream applies it at most once. Any other commit ends that.
 */
export function keyForCommit(action: string): string {
  if (uncertain?.action === action) return uncertain.key;
  uncertain = null;
  return newIdempotencyKey();
}

/** Called when a commit settles: an unknown outcome keeps the key for the retry, a known one forgets it. */
export function settleCommit(action: string, key: string, outcomeUnknown: boolean): void {
  if (outcomeUnknown) uncertain = { action, key };
  else if (uncertain?.key === key) uncertain = null;
}
