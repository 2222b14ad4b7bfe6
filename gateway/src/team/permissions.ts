import { isStaffPermissionKey, STAFF_PERMISSIONS, type StaffPermissionKey } from '@portal/rules';
import type { StaffAccountRecord } from '@portal/rules/contract';

export interface StaffPermissionObject {
  key: StaffPermissionKey;
  label: string;
}

export interface StaffPermissionGrantObject extends StaffPermissionObject {
  granted: boolean;
}

/** The upstream's permission keys with their labels; keys the portal does not know are left out (they have no enum value). */
export function toPermissionList(list: StaffAccountRecord['permissions']): StaffPermissionObject[] {
  return list.flatMap(({ key, label }) => (isStaffPermissionKey(key) ? [{ key, label: label || key }] : []));
}

/** Every permission the portal knows, with the portal's labels (API-066 answers no list of its own). */
export const ALL_PERMISSIONS: StaffPermissionObject[] = STAFF_PERMISSIONS.map(({ key, label }) => ({ key, label }));

/** A {key: boolean} map as one grant per listed permission; a key missing from the map is not granted. */
export function toGrants(map: Record<string, boolean>, permissions: readonly StaffPermissionObject[]): StaffPermissionGrantObject[] {
  return permissions.map((p) => ({ ...p, granted: map[p.key] === true }));
}
