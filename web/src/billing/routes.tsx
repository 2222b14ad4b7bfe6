import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { billingLoader, receiptLoader, staticBillingLoader } from './billingLoader';
import { paymentLoader } from './payment/paymentLoader';

/** Children of /agents/:agentID/ for this area. */
export const billingRoutes: RouteObject[] = [
  { path: 'billing/', loader: billingLoader, ...page(() => import('./BillingPage'), 'Billing history') },
  // A static segment outranks billing/:receiptId/.
  {
    path: 'billing/comp-deduct-state-taxes/',
    loader: staticBillingLoader,
    ...page(() => import('./CompDeductStateTaxesPage'), 'Compensation deduction and state taxes'),
  },
  {
    path: 'billing/:receiptId/',
    loader: receiptLoader,
    ...page(() => import('./ReceiptPage'), ({ receiptId }) => `Receipt ${receiptId ?? ''}`),
  },
  { path: 'payment/', loader: paymentLoader, ...page(() => import('./payment/PaymentPage'), 'Payment methods') },
];
