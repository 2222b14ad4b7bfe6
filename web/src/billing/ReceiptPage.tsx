import { Box, Button, DataList, EmptyState, Link, Stack, VStack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ReceiptPage_agent$key } from '../__generated__/ReceiptPage_agent.graphql';
import { formatDate, formatMoney, UNKNOWN } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { useReceiptPageData } from './loaders';
import { PATHS } from '../routes/paths';

/** ROUTE-033, BILL-002: one receipt's summary, ready to print. */
export default function ReceiptPage() {
  const agent = requirePageData(useReceiptPageData().agent, MESSAGES.billingInfo);
  return <ReceiptContent agent={agent} />;
}

function ReceiptContent({ agent }: { agent: ReceiptPage_agent$key }) {
  const { agentID = '', receiptId = '' } = useParams();
  const data = useFragment(
    graphql`
      fragment ReceiptPage_agent on Agent @throwOnFieldError @argumentDefinitions(receiptId: { type: "ID!" }) {
        displayName
        receipt(receiptId: $receiptId) {
          receiptId
          category
          used
          amount
          created
          notes
        }
      }
    `,
    agent,
  );
  const receipt = data.receipt;
  const rows: [string, string][] = receipt
    ? [
        ['Agent', data.displayName],
        ['Receipt', receipt.receiptId],
        ['Date', formatDate(receipt.created)],
        ['Category', receipt.category],
        ['Amount', formatMoney(receipt.amount)],
        ['Paid with', receipt.used ?? UNKNOWN],
        ['Notes', receipt.notes || UNKNOWN],
      ]
    : [];

  return (
    <Stack gap="6">
      <PageHeader
        title={`Receipt ${receiptId}`}
        actions={
          receipt && (
            <Button variant="outline" onClick={() => window.print()}>
              Print
            </Button>
          )
        }
      />
      {receipt ? (
        <Box borderWidth="1px" rounded="md" p="6" maxW="2xl">
          <DataList.Root orientation="horizontal" gap="3">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
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
      <Link asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={PATHS.billing.href({ agentID })}>Back to the billing history</RouterLink>
      </Link>
    </Stack>
  );
}
