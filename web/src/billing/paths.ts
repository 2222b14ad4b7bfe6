import { agentPath } from '../routes/statsPaths';

export function billingPath(agentId: string): string {
  return `${agentPath(agentId)}billing/`;
}

export function receiptPath(agentId: string, receiptId: string): string {
  return `${billingPath(agentId)}${encodeURIComponent(receiptId)}/`;
}

export function compDeductStateTaxesPath(agentId: string): string {
  return `${billingPath(agentId)}comp-deduct-state-taxes/`;
}

export function paymentPath(agentId: string): string {
  return `${agentPath(agentId)}payment/`;
}
