import { seg } from '../rest/path';
import { agentPath } from '../shell/agent';

/** API-074, API-075. */
export function staffPath(agentId: string): string {
  return `${agentPath(agentId)}staff/`;
}

/** API-076. */
export function staffPermissionsPath(agentId: string): string {
  return `${staffPath(agentId)}permissions/`;
}

/** API-066. */
export function staffUserPath(staffId: string): string {
  return `api/users/staff/${seg(staffId)}/`;
}
