import { Badge } from '@chakra-ui/react';
import { domainStatus, STATUS_PALETTE } from './domainStatus';

export function DomainStatusBadge({ domain }: { domain: { isCancelled: boolean; active: boolean } }) {
  const status = domainStatus(domain);
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
      {status}
    </Badge>
  );
}
