import { seg } from '../rest/path';
import { agentPath } from '../shell/agent';

export function domainsPath(agentId: string): string {
  return `${agentPath(agentId)}domains/`;
}

export function domainPath(agentId: string, domainName: string): string {
  return `${domainsPath(agentId)}${seg(domainName)}/`;
}
