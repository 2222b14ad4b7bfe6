import { Badge, Box, Button, EmptyState, Flex, Table, VStack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type {
  PaymentMethodList_paymentInfo$data,
  PaymentMethodList_paymentInfo$key,
} from '../../__generated__/PaymentMethodList_paymentInfo.graphql';
import { formatExpiry } from '../../lib/billingFormat';

export type PaymentMethodNode = PaymentMethodList_paymentInfo$data['methods'][number];
export type PaymentMethodAction = 'edit' | 'delete' | 'select';

export function usePaymentInfo(paymentInfo: PaymentMethodList_paymentInfo$key) {
  return useFragment(
    graphql`
      fragment PaymentMethodList_paymentInfo on PaymentInfo {
        id
        compDeduct
        state {
          noCard
          expiredCard
          expiringCard
          good
          card {
            id
            cardLabel
            maskedNumber
            expires
          }
        }
        methods {
          id
          paymentMethodId
          cardType
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
}

export function methodName(method: Pick<PaymentMethodNode, 'cardLabel' | 'maskedNumber'>): string {
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
  methods,
  onAction,
}: {
  methods: readonly PaymentMethodNode[];
  onAction: (action: PaymentMethodAction, method: PaymentMethodNode) => void;
}) {
  if (methods.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No items found</EmptyState.Title>
            <EmptyState.Description>Add a card or switch on compensation deduction.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Payment methods">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Method</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Expires</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {methods.map((method) => {
            const name = methodName(method);
            return (
              <Table.Row key={method.id}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>{method.isCompDeduct ? '—' : formatExpiry(method.expires)}</Table.Cell>
                <Table.Cell>
                  <StatusBadges method={method} />
                </Table.Cell>
                <Table.Cell>
                  {!method.isCompDeduct && (
                    <Flex gap="2" justify="flex-end" wrap="wrap">
                      {!method.isDefault && (
                        <Button size="xs" variant="outline" aria-label={`Make ${name} the default`} onClick={() => onAction('select', method)}>
                          Make default
                        </Button>
                      )}
                      <Button size="xs" variant="outline" aria-label={`Edit ${name}`} onClick={() => onAction('edit', method)}>
                        Edit
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${name}`} onClick={() => onAction('delete', method)}>
                        Delete
                      </Button>
                    </Flex>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
