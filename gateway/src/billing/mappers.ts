// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).
import type { AddBillingResult } from './addBilling';
import type { PaymentWriteResult } from './paymentWrites';

export type PaymentInfoPayloadParent = PaymentWriteResult;
export type AddBillingPayloadParent = AddBillingResult;
