import { Button, List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CancelDomainDialog_domain$key } from '../__generated__/CancelDomainDialog_domain.graphql';
import { ModalDialog } from '../widgets/ModalDialog';

/** DOM-011: what cancelling means, and a last chance to keep the domain. */
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
        productLabel
      }
    `,
    domain,
  );
  return (
    <ModalDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={`Cancel ${data.domainName}?`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep domain
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            Cancel domain
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{`If you cancel this ${data.productLabel} domain:`}</Text>
        <List.Root gap="1" ps="5">
          <List.Item>{`Visitors to ${data.domainName} no longer see your site.`}</List.Item>
          <List.Item>Email redirects on the domain stop working.</List.Item>
          <List.Item>The domain stays in your list as Cancelled; it can no longer change type or be moved.</List.Item>
        </List.Root>
      </Stack>
    </ModalDialog>
  );
}
