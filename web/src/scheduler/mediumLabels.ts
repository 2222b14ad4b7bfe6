import type { CommunicationMedium } from '@portal/rules';

export const COMMUNICATION_MEDIUM_LABELS: Record<CommunicationMedium, string> = {
  in_person: 'In person',
  phone: 'Phone',
};
