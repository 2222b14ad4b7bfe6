import { Flex, Link, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { BillingPage_agent$key } from '../__generated__/BillingPage_agent.graphql';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { useBillingPageData } from './loaders';
import { ReceiptTable } from './ReceiptTable';
import { PATHS } from '../routes/paths';

/** ROUTE-031, BILL-001: the agent's billing history. */
export default function BillingPage() {
  // ERR-073 is in the alert bar; the page's failure notice offers a retry.
  const agent = requirePageData(useBillingPageData().agent, MESSAGES.billingInfo);
  return <BillingContent agent={agent} />;
}

function BillingContent({ agent }: { agent: BillingPage_agent$key }) {
  const data = useFragment(
    graphql`
      fragment BillingPage_agent on Agent @throwOnFieldError {
        associateId
        displayName
        ...ReceiptTable_agent
      }
    `,
    agent,
  );
  const agentId = data.associateId;
  return (
    <Stack gap="6">
      <PageHeader title="Billing history" description={data.displayName} />
      <ReceiptTable agent={data} agentId={agentId} />
      <Flex gap="6" wrap="wrap">
        <Link asChild colorPalette="blue">
          <RouterLink to={PATHS.payment.href({ agentID: agentId })}>Payment methods</RouterLink>
        </Link>
        <Link asChild colorPalette="blue">
          <RouterLink to={PATHS.compDeductStateTaxes.href({ agentID: agentId })}>Compensation deduction and state taxes</RouterLink>
        </Link>
      </Flex>
    </Stack>
  );
}
