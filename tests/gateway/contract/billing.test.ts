import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { billingCalls } from '@portal/rules/contract';
import { USERS, type TestGateway } from '../helpers';
import { ownPaymentMethods, signedIn, viewer, itRefusesGarbageAnswers } from './garbage';

const nextYear = String(new Date().getUTCFullYear() + 1);
const CARD = { number: '4111 1111 1111 1111', expMonth: '4', expYear: nextYear };
const METHODS = 'api/agents/A1/payment_methods/';
const PAYLOAD = 'paymentInfo { compDeduct } agent { associateId }';
/** The agent, and its method that the write names (looked up first, decision D-162). */
const withOwnMethod = (id: number) => (gw: TestGateway) => {
  viewer(USERS.agent)(gw);
  ownPaymentMethods(id)(gw);
};


describe('the billing calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: billingCalls.paymentMethods,
      path: METHODS,
      document: '{ agent(associateId: "A1") { associateId paymentInfo { compDeduct } } }',
      arrange: signedIn(USERS.agent),
      failure: MESSAGES.paymentLoad,
      dataPath: ['agent', 'paymentInfo'],
      // A list whose method has no id.
      wrongShape: [{ card_type: 'visa', default: true, is_expired: false, expires: '2099-08-31', masked_number: '**** 1111' }],
    },
    {
      call: billingCalls.addPaymentMethod,
      path: METHODS,
      document: `mutation($input: AddPaymentMethodInput!) { addPaymentMethod(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', cardData: CARD } },
      arrange: viewer(USERS.agent),
      failure: MESSAGES.paymentAdd,
      dataPath: ['addPaymentMethod'],
    },
    {
      call: billingCalls.updatePaymentMethod,
      path: `${METHODS}2/`,
      document: `mutation($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', paymentMethodId: '2', cardData: CARD } },
      arrange: withOwnMethod(2),
      failure: MESSAGES.paymentUpdate,
      dataPath: ['updatePaymentMethod'],
      // Neither a method nor a refusal: an empty error is no refusal text.
      wrongShape: { error: '' },
    },
    {
      call: billingCalls.deletePaymentMethod,
      path: `${METHODS}2/`,
      document: `mutation($input: PaymentMethodRefInput!) { deletePaymentMethod(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', paymentMethodId: '2' } },
      arrange: withOwnMethod(2),
      failure: MESSAGES.paymentDelete,
      dataPath: ['deletePaymentMethod'],
    },
    {
      call: billingCalls.selectPaymentMethod,
      path: `${METHODS}5/enable_payment_method/`,
      document: `mutation($input: PaymentMethodRefInput!) { selectPaymentMethod(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', paymentMethodId: '5' } },
      arrange: withOwnMethod(5),
      failure: MESSAGES.paymentSelect,
      dataPath: ['selectPaymentMethod'],
    },
    {
      call: billingCalls.useCompDeduct,
      path: `${METHODS}use_comp_deduct/`,
      document: `mutation($input: UseCompDeductInput!) { useCompDeduct(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', useEightTrack: true } },
      arrange: viewer(USERS.agent),
      failure: MESSAGES.compDeduct,
      dataPath: ['useCompDeduct'],
    },
    {
      call: billingCalls.receipts,
      path: 'api/agents/A1/receipts/',
      document: '{ agent(associateId: "A1") { associateId receipts { totalCount } } }',
      arrange: signedIn(USERS.agent),
      failure: MESSAGES.billingInfo,
      dataPath: ['agent', 'receipts'],
      // A receipt whose amount is not a decimal.
      wrongShape: [{ id: 'R1', category: 'Monthly Payment', used: null, amount: 'a lot', created: '2026-06-05T08:00:00Z', notes: null }],
    },
    {
      call: billingCalls.credits,
      path: 'api/agents/A1/billing/',
      document: '{ agent(associateId: "A1") { associateId credits { totalCount } } }',
      arrange: signedIn(USERS.mirus),
      failure: MESSAGES.billingInfo,
      dataPath: ['agent', 'credits'],
    },
    {
      call: billingCalls.addBilling,
      path: 'api/agents/A1/billing/',
      document: 'mutation($input: AddBillingInput!) { addBilling(input: $input) { success transactionId agent { associateId } } }',
      variables: { input: { agentId: 'A1', mode: 'credit', amount: 5, category: 'promo' } },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.billingCreate,
      dataPath: ['addBilling'],
      // success must be a boolean, not the word.
      wrongShape: { success: 'true', transaction_id: 'C9' },
    },
  ]);
});
