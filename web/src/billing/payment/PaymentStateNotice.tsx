import { Alert } from '@chakra-ui/react';
import { CARD_EXPIRING_DAYS } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  PaymentStateNotice_paymentInfo$data,
  PaymentStateNotice_paymentInfo$key,
} from '../../__generated__/PaymentStateNotice_paymentInfo.graphql';
import { formatCardExpiry } from '../../lib/format';

type State = PaymentStateNotice_paymentInfo$data['state'];

/** The warning the payment state calls for (BILL-012..014), or nothing when all is well. */
function paymentNotice(state: State): { status: 'error' | 'warning'; text: string } | null {
  const card = state.card;
  const name = card ? (card.maskedNumber ? `${card.cardLabel} ${card.maskedNumber}` : card.cardLabel) : '';
  if (state.noCard) return { status: 'warning', text: 'There is no payment method on file. Add a card or switch on compensation deduction.' };
  if (state.expiredCard) return { status: 'error', text: `Your default card, ${name}, has expired. Add a new card or update it.` };
  if (state.expiringCard)
    return {
      status: 'warning',
      text: `Your default card, ${name}, expires within ${CARD_EXPIRING_DAYS} days (${formatCardExpiry(card?.expires)}). Update it to keep your sites running.`,
    };
  return null;
}

export function PaymentStateNotice({ paymentInfo }: { paymentInfo: PaymentStateNotice_paymentInfo$key }) {
  const { state } = useFragment(
    graphql`
      fragment PaymentStateNotice_paymentInfo on PaymentInfo @throwOnFieldError {
        state {
          noCard
          expiredCard
          expiringCard
          card {
            cardLabel
            maskedNumber
            expires
          }
        }
      }
    `,
    paymentInfo,
  );
  const notice = paymentNotice(state);
  if (!notice) return null;
  return (
    <Alert.Root status={notice.status} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{notice.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
