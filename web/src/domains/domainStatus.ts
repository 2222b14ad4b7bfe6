/** The state badge of a domain in the list (DOM-002): cancelled wins over inactive. */
export type DomainStatus = 'Active' | 'Inactive' | 'Cancelled';

export function domainStatus(domain: { isCancelled: boolean; active: boolean }): DomainStatus {
  if (domain.isCancelled) return 'Cancelled';
  return domain.active ? 'Active' : 'Inactive';
}

export const STATUS_PALETTE: Record<DomainStatus, string> = { Active: 'green', Inactive: 'gray', Cancelled: 'red' };
