import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { billingLoader, compDeductLoader, paymentLoader, receiptLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const billingRoutes: RouteObject[] = [
  // ROUTE-031
  { path: PATHS.billing.pattern, loader: billingLoader, ...page(() => import('./BillingPage'), 'Billing history') },
  // ROUTE-032: a static segment outranks billing/:receiptId/.
  {
    path: PATHS.compDeductStateTaxes.pattern,
    loader: compDeductLoader,
    ...page(() => import('./CompDeductStateTaxesPage'), 'Compensation deduction and state taxes'),
  },
  // ROUTE-033
  {
    path: PATHS.receipt.pattern,
    loader: receiptLoader,
    ...page(() => import('./ReceiptPage'), ({ receiptId }) => `Receipt ${receiptId ?? ''}`),
  },
  // ROUTE-030
  { path: PATHS.payment.pattern, loader: paymentLoader, ...page(() => import('./payment/PaymentPage'), 'Payment methods') },
];
