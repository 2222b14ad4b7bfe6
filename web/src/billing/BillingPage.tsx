import { Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { BillingPageQuery } from '../__generated__/BillingPageQuery.graphql';
import type { BillingLoaderData } from './billingLoader';
import { compDeductStateTaxesPath, paymentPath } from './paths';
import { ReceiptTable } from './ReceiptTable';

/** ROUTE-031, BILL-001: the agent's billing history. */
export default function BillingPage() {
  const { queryRef } = useLoaderData() as BillingLoaderData;
  const { agentID = '' } = useParams();
  const data = usePreloadedQuery<BillingPageQuery>(
    graphql`
      query BillingPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          id
          displayName
          receipts {
            totalCount
          }
          ...ReceiptTable_agent
        }
      }
    `,
    queryRef,
  );
  // ERR-073 is in the alert bar; the route's error view offers a retry.
  if (!data.agent?.receipts) throw new Error(MESSAGES.billingInfo);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Billing history
        </Heading>
        <Text color="fg.muted">{data.agent.displayName}</Text>
      </Stack>
      <ReceiptTable agent={data.agent} agentId={agentID} />
      <Flex gap="6" wrap="wrap">
        <Link asChild colorPalette="blue">
          <RouterLink to={paymentPath(agentID)}>Payment methods</RouterLink>
        </Link>
        <Link asChild colorPalette="blue">
          <RouterLink to={compDeductStateTaxesPath(agentID)}>Compensation deduction and state taxes</RouterLink>
        </Link>
      </Flex>
    </Stack>
  );
}
