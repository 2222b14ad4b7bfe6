import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { billingLoader, compDeductLoader, paymentLoader, receiptLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const billingRoutes: RouteObject[] = [
  // ROUTE-031
  { path: 'billing/', loader: billingLoader, ...page(() => import('./BillingPage'), 'Billing history') },
  // ROUTE-032: a static segment outranks billing/:receiptId/.
  {
    path: 'billing/comp-deduct-state-taxes/',
    loader: compDeductLoader,
    ...page(() => import('./CompDeductStateTaxesPage'), 'Compensation deduction and state taxes'),
  },
  // ROUTE-033
  {
    path: 'billing/:receiptId/',
    loader: receiptLoader,
    ...page(() => import('./ReceiptPage'), ({ receiptId }) => `Receipt ${receiptId ?? ''}`),
  },
  // ROUTE-030
  { path: 'payment/', loader: paymentLoader, ...page(() => import('./payment/PaymentPage'), 'Payment methods') },
];
