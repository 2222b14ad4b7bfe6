import { Badge, Button, Flex } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  PaymentMethodList_paymentInfo$data,
  PaymentMethodList_paymentInfo$key,
} from '../../__generated__/PaymentMethodList_paymentInfo.graphql';
import { formatCardExpiry, UNKNOWN } from '../../lib/format';
import { DataTable, type Column } from '../../widgets/DataTable';

type PaymentMethodNode = PaymentMethodList_paymentInfo$data['methods'][number];
export type PaymentMethodAction = 'edit' | 'delete' | 'select';

/** What an action needs of its card: the id to send and the name a person reads ("Visa **** 1111"). */
export interface CardRef {
  paymentMethodId: string;
  name: string;
}

function methodName(method: Pick<PaymentMethodNode, 'cardLabel' | 'maskedNumber'>): string {
  return method.maskedNumber ? `${method.cardLabel} ${method.maskedNumber}` : method.cardLabel;
}

function StatusBadges({ method }: { method: PaymentMethodNode }) {
  return (
    <Flex gap="1" wrap="wrap">
      {method.isDefault && <Badge colorPalette="blue">Default</Badge>}
      {method.isExpired && <Badge colorPalette="red">Expired</Badge>}
      {method.expiringSoon && <Badge colorPalette="orange">Expires soon</Badge>}
    </Flex>
  );
}

/** BILL-004: the payment methods, the default one marked; cards can be edited, removed or made the default. */
export function PaymentMethodList({
  paymentInfo,
  onAction,
}: {
  paymentInfo: PaymentMethodList_paymentInfo$key;
  onAction: (action: PaymentMethodAction, card: CardRef) => void;
}) {
  const { methods } = useFragment(
    graphql`
      fragment PaymentMethodList_paymentInfo on PaymentInfo @throwOnFieldError {
        methods {
          id
          paymentMethodId
          cardLabel
          maskedNumber
          isDefault
          isExpired
          expires
          expiringSoon
          isCompDeduct
        }
      }
    `,
    paymentInfo,
  );

  const columns: Column<PaymentMethodNode>[] = [
    { key: 'method', header: 'Method', cell: methodName },
    { key: 'expires', header: 'Expires', cell: (m) => (m.isCompDeduct ? UNKNOWN : formatCardExpiry(m.expires)) },
    { key: 'status', header: 'Status', cell: (m) => <StatusBadges method={m} /> },
  ];

  const actions = (method: PaymentMethodNode) => {
    if (method.isCompDeduct) return null;
    const card: CardRef = { paymentMethodId: method.paymentMethodId, name: methodName(method) };
    return (
      <Flex gap="2" justify="flex-end" wrap="wrap">
        {!method.isDefault && (
          <Button size="xs" variant="outline" aria-label={`Make ${card.name} the default`} onClick={() => onAction('select', card)}>
            Make default
          </Button>
        )}
        <Button size="xs" variant="outline" aria-label={`Edit ${card.name}`} onClick={() => onAction('edit', card)}>
          Edit
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${card.name}`} onClick={() => onAction('delete', card)}>
          Delete
        </Button>
      </Flex>
    );
  };

  return <DataTable label="Payment methods" columns={columns} rows={methods} rowKey={(m) => m.id} actions={actions} />;
}
