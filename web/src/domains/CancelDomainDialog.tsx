import { List, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CancelDomainDialog_domain$key } from '../__generated__/CancelDomainDialog_domain.graphql';
import { productTypeLabel } from '../lib/format';
import { ConfirmDialog } from '../widgets/ConfirmDialog';

/** DOM-011: what cancelling means, and a last chance to keep the domain; the snackbar reports the cancel (ERR-034). */
export function CancelDomainDialog({
  domain,
  onClose,
  onConfirm,
}: {
  domain: CancelDomainDialog_domain$key;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CancelDomainDialog_domain on Domain {
        domainName
        productType
      }
    `,
    domain,
  );
  return (
    <ConfirmDialog
      title={`Cancel ${data.domainName}?`}
      confirmLabel="Cancel domain"
      cancelLabel="Keep domain"
      failureText={MESSAGES.domainCancel}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>{`If you cancel this ${productTypeLabel(data.productType)} domain:`}</Text>
      <List.Root gap="1" ps="5">
        <List.Item>{`Visitors to ${data.domainName} no longer see your site.`}</List.Item>
        <List.Item>Email redirects on the domain stop working.</List.Item>
        <List.Item>The domain stays in your list as Cancelled; it can no longer change type or be moved.</List.Item>
      </List.Root>
    </ConfirmDialog>
  );
}
