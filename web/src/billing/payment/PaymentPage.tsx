import { Button, Flex, Heading, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { MESSAGES, type CardDataDraft } from '@portal/rules';
import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { PaymentMethodList_paymentInfo$key } from '../../__generated__/PaymentMethodList_paymentInfo.graphql';
import type { PaymentPageQuery } from '../../__generated__/PaymentPageQuery.graphql';
import type { paymentMutationsAddMutation } from '../../__generated__/paymentMutationsAddMutation.graphql';
import type { paymentMutationsCompDeductMutation } from '../../__generated__/paymentMutationsCompDeductMutation.graphql';
import type { paymentMutationsDeleteMutation } from '../../__generated__/paymentMutationsDeleteMutation.graphql';
import type { paymentMutationsSelectMutation } from '../../__generated__/paymentMutationsSelectMutation.graphql';
import type { paymentMutationsUpdateMutation } from '../../__generated__/paymentMutationsUpdateMutation.graphql';
import { formFailureOf } from '../../relay/formFailure';
import { mutate } from '../../relay/mutate';
import { trackSave } from '../../saving';
import { billingPath, compDeductStateTaxesPath } from '../paths';
import { CARD_FIELD_RENAME } from './cardForm';
import { CardDialog, type CardSubmitResult } from './CardDialog';
import { DeleteCardDialog } from './DeleteCardDialog';
import type { PaymentLoaderData } from './paymentLoader';
import {
  addPaymentMethodMutation,
  deletePaymentMethodMutation,
  selectPaymentMethodMutation,
  updatePaymentMethodMutation,
  useCompDeductMutation,
} from './paymentMutations';
import { methodName, PaymentMethodList, usePaymentInfo, type PaymentMethodAction, type PaymentMethodNode } from './PaymentMethodList';
import { PaymentStateNotice } from './PaymentStateNotice';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; method: PaymentMethodNode } | null;

/** ROUTE-030, BILL-004..016: the agent's payment methods and compensation deduction. */
export default function PaymentPage() {
  const { queryRef } = useLoaderData() as PaymentLoaderData;
  const data = usePreloadedQuery<PaymentPageQuery>(
    graphql`
      query PaymentPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          id
          displayName
          paymentInfo {
            ...PaymentMethodList_paymentInfo
          }
        }
      }
    `,
    queryRef,
  );
  // ERR-056 is in the alert bar; the route's error view offers a retry.
  if (!data.agent?.paymentInfo) throw new Error(MESSAGES.paymentLoad);
  return <PaymentInfoView displayName={data.agent.displayName} paymentInfo={data.agent.paymentInfo} />;
}

function PaymentInfoView({ displayName, paymentInfo }: { displayName: string; paymentInfo: PaymentMethodList_paymentInfo$key }) {
  const { agentID = '' } = useParams();
  const environment = useRelayEnvironment();
  const info = usePaymentInfo(paymentInfo);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const saveCard = async (promise: Promise<unknown>, fallback: string): Promise<CardSubmitResult | null> => {
    try {
      // The dialog shows its own failure; the save-error dialog would cover it.
      await promise;
      close();
      return null;
    } catch (error) {
      return formFailureOf(error, fallback, CARD_FIELD_RENAME);
    }
  };

  const addCard = (cardData: CardDataDraft) =>
    saveCard(mutate<paymentMutationsAddMutation>(environment, addPaymentMethodMutation, { input: { agentId: agentID, cardData } }), MESSAGES.paymentAdd);

  const updateCard = (method: PaymentMethodNode, cardData: CardDataDraft) =>
    saveCard(
      mutate<paymentMutationsUpdateMutation>(environment, updatePaymentMethodMutation, {
        input: { agentId: agentID, paymentMethodId: method.paymentMethodId, cardData },
      }),
      MESSAGES.paymentUpdate,
    );

  const deleteCard = (method: PaymentMethodNode) => {
    close();
    trackSave(
      mutate<paymentMutationsDeleteMutation>(environment, deletePaymentMethodMutation, {
        input: { agentId: agentID, paymentMethodId: method.paymentMethodId },
      }),
      { saving: `Deleting ${methodName(method)}…`, saved: `${methodName(method)} was deleted` },
    ).catch(() => undefined);
  };

  const selectCard = (method: PaymentMethodNode) => {
    trackSave(
      mutate<paymentMutationsSelectMutation>(environment, selectPaymentMethodMutation, {
        input: { agentId: agentID, paymentMethodId: method.paymentMethodId },
      }),
      { saving: 'Changing the default card…', saved: `${methodName(method)} is the default now` },
    ).catch(() => undefined);
  };

  const switchCompDeduct = (on: boolean) => {
    trackSave(
      mutate<paymentMutationsCompDeductMutation>(environment, useCompDeductMutation, { input: { agentId: agentID, useEightTrack: on } }),
      {
        saving: on ? 'Switching compensation deduction on…' : 'Switching compensation deduction off…',
        saved: on ? 'Compensation deduction is on' : 'Compensation deduction is off',
      },
    ).catch(() => undefined);
  };

  const onAction = (action: PaymentMethodAction, method: PaymentMethodNode) => {
    if (action === 'select') selectCard(method);
    else setDialog({ kind: action, method });
  };

  return (
    <Stack gap="6">
      <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Payment methods
          </Heading>
          <Text color="fg.muted">{displayName}</Text>
        </Stack>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add a card</Button>
      </Flex>

      <PaymentStateNotice state={info.state} />

      <PaymentMethodList methods={info.methods} onAction={onAction} />

      <Stack as="section" gap="3" aria-labelledby="comp-deduct-heading" borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" id="comp-deduct-heading">
          Compensation deduction
        </Heading>
        <Switch.Root checked={info.compDeduct} onCheckedChange={(details) => switchCompDeduct(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Pay from my compensation</Switch.Label>
        </Switch.Root>
        <Text color="fg.muted">
          {'While it is on, charges are deducted from your compensation instead of your card. '}
          <Link asChild colorPalette="blue">
            <RouterLink to={compDeductStateTaxesPath(agentID)}>How compensation deduction and state taxes work</RouterLink>
          </Link>
        </Text>
      </Stack>

      <Link asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={billingPath(agentID)}>Billing history</RouterLink>
      </Link>

      {dialog?.kind === 'add' && <CardDialog title="Add a card" submitLabel="Add card" onClose={close} onSubmit={addCard} />}
      {dialog?.kind === 'edit' && (
        <CardDialog
          title={`Edit ${methodName(dialog.method)}`}
          submitLabel="Save card"
          onClose={close}
          onSubmit={(card) => updateCard(dialog.method, card)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCardDialog name={methodName(dialog.method)} onClose={close} onConfirm={() => deleteCard(dialog.method)} />
      )}
    </Stack>
  );
}
