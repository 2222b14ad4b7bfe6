import { seg } from '../rest/path';
import { agentPath } from '../shell/agent';

export const paymentMethodsPath = (agentId: string) => `${agentPath(agentId)}payment_methods/`;
export const paymentMethodPath = (agentId: string, id: string) => `${paymentMethodsPath(agentId)}${seg(id)}/`;
export const receiptsPath = (agentId: string) => `${agentPath(agentId)}receipts/`;
export const billingPath = (agentId: string) => `${agentPath(agentId)}billing/`;
