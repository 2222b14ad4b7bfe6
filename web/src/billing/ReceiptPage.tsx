import { Box, Button, DataList, EmptyState, Flex, Heading, Link, Stack, VStack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { ReceiptPageQuery } from '../__generated__/ReceiptPageQuery.graphql';
import type { ReceiptLoaderData } from './billingLoader';
import { formatDay, formatDollars } from '../lib/billingFormat';
import { billingPath } from './paths';

/** ROUTE-033, BILL-002: one receipt's summary, ready to print. */
export default function ReceiptPage() {
  const { queryRef } = useLoaderData() as ReceiptLoaderData;
  const { agentID = '', receiptId = '' } = useParams();
  const data = usePreloadedQuery<ReceiptPageQuery>(
    graphql`
      query ReceiptPageQuery($associateId: ID!, $receiptId: ID!) {
        agent(associateId: $associateId) {
          id
          displayName
          receipt(receiptId: $receiptId) {
            id
            receiptId
            category
            used
            amount
            created
            notes
          }
        }
      }
    `,
    queryRef,
  );
  const receipt = data.agent?.receipt ?? null;
  const back = (
    <Link asChild colorPalette="blue">
      <RouterLink to={billingPath(agentID)}>Back to the billing history</RouterLink>
    </Link>
  );

  return (
    <Stack gap="6">
      <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">{`Receipt ${receiptId}`}</Heading>
        {receipt && (
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        )}
      </Flex>
      {receipt ? (
        <Box borderWidth="1px" rounded="md" p="6" maxW="2xl">
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Agent</DataList.ItemLabel>
              <DataList.ItemValue>{data.agent?.displayName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Receipt</DataList.ItemLabel>
              <DataList.ItemValue>{receipt.receiptId}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Date</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(receipt.created)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Category</DataList.ItemLabel>
              <DataList.ItemValue>{receipt.category}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Amount</DataList.ItemLabel>
              <DataList.ItemValue>{formatDollars(receipt.amount)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Paid with</DataList.ItemLabel>
              <DataList.ItemValue>{receipt.used ?? '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Notes</DataList.ItemLabel>
              <DataList.ItemValue>{receipt.notes || '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Box>
      ) : (
        <EmptyState.Root borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>{`Receipt ${receiptId} was not found`}</EmptyState.Title>
              <EmptyState.Description>It is not in this agent's billing history.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {back}
    </Stack>
  );
}
