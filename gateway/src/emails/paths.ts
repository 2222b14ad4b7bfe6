import { seg } from '../rest/path';
import { domainPath } from '../domains/paths';
import { agentPath } from '../shell/agent';

/** API-010. */
export function emailsPath(agentId: string): string {
  return `${agentPath(agentId)}emails/`;
}

/** API-011, API-012. */
export function domainEmailsPath(agentId: string, domainName: string): string {
  return `${domainPath(agentId, domainName)}emails/`;
}

/** API-013, API-014; API-015 adds test/. {redirect} is the local part (decision D-30). */
export function redirectPath(agentId: string, domainName: string, localPart: string): string {
  return `${domainEmailsPath(agentId, domainName)}${seg(localPart)}/`;
}
