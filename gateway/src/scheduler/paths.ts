import { seg } from '../rest/path';
import { agentPath } from '../shell/agent';

export const subscriptionPath = (agentId: string) => `${agentPath(agentId)}scheduler_subscription/`;
export const appointmentsPath = (agentId: string) => `${agentPath(agentId)}appointments/`;
export const appointmentPath = (agentId: string, pk: number) => `${appointmentsPath(agentId)}${seg(pk)}/`;
export const schedulesPath = (agentId: string) => `${agentPath(agentId)}schedules/`;
export const schedulePath = (agentId: string, pk: number) => `${schedulesPath(agentId)}${seg(pk)}/`;
export const availabilityPath = (agentId: string, pk: number) => `${agentPath(agentId)}availability/${seg(pk)}/`;
export const outOfOfficePath = (agentId: string) => `${agentPath(agentId)}out_of_office_blocks/`;
export const outOfOfficeBlockPath = (agentId: string, pk: number) => `${outOfOfficePath(agentId)}${seg(pk)}/`;
export const calendarsPath = (agentId: string) => `${agentPath(agentId)}calendars/`;
export const recipientsPath = (agentId: string) => `${agentPath(agentId)}appointment_notification_recipients/`;
