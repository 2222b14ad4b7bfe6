import { agentPath } from '../shell/agent';

export const callTrackingPath = (agentId: string) => `${agentPath(agentId)}calltracking/`;
