import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../widgets/PageHeader';
import { PATHS } from '../routes/paths';

/** ROUTE-032, BILL-003 (decision D-45): what compensation deduction is and how state taxes can apply to it. */
export default function CompDeductStateTaxesPage() {
  const { agentID = '' } = useParams();
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title="Compensation deduction and state taxes" />

      <Stack as="section" gap="3" aria-labelledby="comp-deduct-how">
        <Heading as="h2" size="lg" id="comp-deduct-how">
          How compensation deduction works
        </Heading>
        <Text>
          With compensation deduction, your monthly website charges and any other fees are taken from your agent
          compensation instead of being charged to a credit card. The amount is deducted from the compensation
          statement that follows the charge, and each deduction appears in your billing history as paid by
          compensation deduction.
        </Text>
        <List.Root gap="1" ps="5">
          <List.Item>While compensation deduction is on, it is used for every charge, even if a card is on file.</List.Item>
          <List.Item>You can switch it on or off at any time on the payment page; the change applies to the next charge.</List.Item>
        </List.Root>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="comp-deduct-taxes">
        <Heading as="h2" size="lg" id="comp-deduct-taxes">
          State taxes on deducted amounts
        </Heading>
        <Text>
          Some states treat website and marketing services as taxable. When you pay by compensation deduction, sales
          or use tax of the state you do business in may apply to the deducted amount, the same as it would to a card
          payment.
        </Text>
        <Text>
          Deducted amounts are business expenses that you paid; they are not a reduction of your reported
          compensation. Keep your receipts for your records, and ask your tax advisor how the rules of your state
          apply to you.
        </Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="comp-deduct-next">
        <Heading as="h2" size="lg" id="comp-deduct-next">
          Switching it on or off
        </Heading>
        <Text>
          {'Turn compensation deduction on or off, or manage your cards, on the '}
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.payment.href({ agentID })}>payment page</RouterLink>
          </Link>
          {'. Past charges are listed in your '}
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.billing.href({ agentID })}>billing history</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </Stack>
  );
}
