import { Button, Heading, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { MESSAGES, type CardDataDraft } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentPage_agent$key } from '../../__generated__/PaymentPage_agent.graphql';
import { requirePageData } from '../../routes/failureText';
import { PageHeader } from '../../widgets/PageHeader';
import { usePaymentPageData } from '../loaders';
import {
  useAddPaymentMethod,
  useDeletePaymentMethod,
  useSelectPaymentMethod,
  useSwitchCompDeduct,
  useUpdatePaymentMethod,
} from '../mutations';
import { CardDialog } from './CardDialog';
import { DeleteCardDialog } from './DeleteCardDialog';
import { PaymentMethodList, type CardRef, type PaymentMethodAction } from './PaymentMethodList';
import { PaymentStateNotice } from './PaymentStateNotice';
import { PATHS } from '../../routes/paths';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; card: CardRef } | null;

/** ROUTE-030, BILL-004..016: the agent's payment methods and compensation deduction. */
export default function PaymentPage() {
  // ERR-056 is in the alert bar; the page's failure notice offers a retry.
  const agent = requirePageData(usePaymentPageData().agent, MESSAGES.paymentLoad);
  return <PaymentContent agent={agent} />;
}

function PaymentContent({ agent }: { agent: PaymentPage_agent$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentPage_agent on Agent @throwOnFieldError {
        associateId
        displayName
        paymentInfo {
          compDeduct
          ...PaymentStateNotice_paymentInfo
          ...PaymentMethodList_paymentInfo
        }
      }
    `,
    agent,
  );
  const info = requirePageData(data.paymentInfo, MESSAGES.paymentLoad);
  const agentId = data.associateId;
  const [addPaymentMethod] = useAddPaymentMethod();
  const [updatePaymentMethod] = useUpdatePaymentMethod();
  const [deletePaymentMethod] = useDeletePaymentMethod();
  const [selectPaymentMethod] = useSelectPaymentMethod();
  const [switchCompDeduct] = useSwitchCompDeduct();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  // The card dialogs show their own failure (ERR-057, ERR-058): the save-error dialog would cover it.
  const addCard = (cardData: CardDataDraft) => addPaymentMethod({ input: { agentId, cardData } });
  const updateCard = (card: CardRef, cardData: CardDataDraft) =>
    updatePaymentMethod({ input: { agentId, paymentMethodId: card.paymentMethodId, cardData } });

  // The snackbar reports these; a failure opens the save-error dialog and the alert bar (ERR-059, ERR-060).
  const deleteCard = (card: CardRef) => {
    deletePaymentMethod(
      { input: { agentId, paymentMethodId: card.paymentMethodId } },
      { save: { saving: `Deleting ${card.name}…`, saved: `${card.name} was deleted` } },
    ).catch(() => undefined);
  };

  const selectCard = (card: CardRef) => {
    selectPaymentMethod(
      { input: { agentId, paymentMethodId: card.paymentMethodId } },
      { save: { saving: 'Changing the default card…', saved: `${card.name} is the default now` } },
    ).catch(() => undefined);
  };

  const setCompDeduct = (on: boolean) => {
    switchCompDeduct(
      { input: { agentId, useEightTrack: on } },
      {
        save: {
          saving: on ? 'Switching compensation deduction on…' : 'Switching compensation deduction off…',
          saved: on ? 'Compensation deduction is on' : 'Compensation deduction is off',
        },
      },
    ).catch(() => undefined);
  };

  const onAction = (action: PaymentMethodAction, card: CardRef) => {
    if (action === 'select') selectCard(card);
    else setDialog({ kind: action, card });
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Payment methods"
        description={data.displayName}
        actions={<Button onClick={() => setDialog({ kind: 'add' })}>Add a card</Button>}
      />

      <PaymentStateNotice paymentInfo={info} />

      <PaymentMethodList paymentInfo={info} onAction={onAction} />

      <Stack as="section" gap="3" aria-labelledby="comp-deduct-heading" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" id="comp-deduct-heading">
          Compensation deduction
        </Heading>
        <Switch.Root checked={info.compDeduct} onCheckedChange={(details) => setCompDeduct(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Pay from my compensation</Switch.Label>
        </Switch.Root>
        <Text color="fg.muted">
          {'While it is on, charges are deducted from your compensation instead of your card. '}
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.compDeductStateTaxes.href({ agentID: agentId })}>How compensation deduction and state taxes work</RouterLink>
          </Link>
        </Text>
      </Stack>

      <Link asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={PATHS.billing.href({ agentID: agentId })}>Billing history</RouterLink>
      </Link>

      {dialog?.kind === 'add' && (
        <CardDialog title="Add a card" submitLabel="Add card" failureText={MESSAGES.paymentAdd} onClose={close} onSave={addCard} />
      )}
      {dialog?.kind === 'edit' && (
        <CardDialog
          title={`Edit ${dialog.card.name}`}
          submitLabel="Save card"
          failureText={MESSAGES.paymentUpdate}
          onClose={close}
          onSave={(cardData) => updateCard(dialog.card, cardData)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCardDialog name={dialog.card.name} onClose={close} onConfirm={() => deleteCard(dialog.card)} />
      )}
    </Stack>
  );
}
