import { agentPath } from './statsPaths';

export function domainsPath(agentId: string): string {
  return `${agentPath(agentId)}domains/`;
}

export function purchasePath(agentId: string): string {
  return `${domainsPath(agentId)}purchase/`;
}

export function transferPath(agentId: string): string {
  return `${domainsPath(agentId)}transfer/`;
}

export function domainStatsPath(agentId: string, domainName: string): string {
  return `${domainsPath(agentId)}${encodeURIComponent(domainName)}/stats/`;
}

export function pricingPath(agentId: string): string {
  return `${agentPath(agentId)}pricing/`;
}

export function welcomePath(agentId: string): string {
  return `${agentPath(agentId)}welcome/`;
}
