import type { StaffPermissionKey } from '@portal/rules';

interface Grant {
  readonly key: string;
  readonly granted: boolean;
}

/** The keys to send after one switch changed: every other grant stays as it is (the mutation withdraws the rest). */
export function grantedAfterToggle(grants: readonly Grant[], key: string, granted: boolean): StaffPermissionKey[] {
  return grants
    .filter((g) => (g.key === key ? granted : g.granted))
    .map((g) => g.key as StaffPermissionKey);
}

/** What the switches show: the pending keys while a save is in flight, else what the server answered. */
export function shownGrants(grants: readonly Grant[], pending: readonly string[] | undefined): Grant[] {
  return pending ? grants.map((g) => ({ key: g.key, granted: pending.includes(g.key) })) : [...grants];
}
