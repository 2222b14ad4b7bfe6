import { isStaffPermissionKey, STAFF_PERMISSIONS, type StaffPermissionKey } from '@portal/rules';

export interface StaffPermissionObject {
  key: StaffPermissionKey;
  label: string;
}

export interface StaffPermissionGrantObject extends StaffPermissionObject {
  granted: boolean;
}

const LABELS = new Map<string, string>(STAFF_PERMISSIONS.map((p) => [p.key, p.label]));

/** The upstream's permission keys with their labels; keys the portal does not know are left out (they have no enum value). */
export function toPermissionList(raw: unknown): StaffPermissionObject[] {
  if (!Array.isArray(raw)) return STAFF_PERMISSIONS.map(({ key, label }) => ({ key, label }));
  return raw.flatMap((p: { key?: unknown; label?: unknown } | null) => {
    if (!isStaffPermissionKey(p?.key)) return [];
    const label = typeof p.label === 'string' && p.label ? p.label : (LABELS.get(p.key) ?? p.key);
    return [{ key: p.key, label }];
  });
}

/** A {key: boolean} map as one grant per listed permission; a key missing from the map is not granted. */
export function toGrants(raw: unknown, permissions: readonly StaffPermissionObject[]): StaffPermissionGrantObject[] {
  const map = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return permissions.map((p) => ({ ...p, granted: map[p.key] === true }));
}
