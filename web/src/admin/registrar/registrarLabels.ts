import type { RegistrarContactType } from '@portal/rules';

/** The registrar tab's words (ADMIN-039..043). */

/** The words the toolbox shows for each contact type. */
export const REGISTRAR_CONTACT_TYPE_LABELS: Record<RegistrarContactType, string> = {
  admin: 'Admin',
  billing: 'Billing',
  technical: 'Technical',
};

/** ADMIN-043: the transfer mark button's label, by the domain's state (001 §4). */
const TRANSFER_MARK_LABELS = { unmarked: 'Unlock and mark', marked: 'lock and remove mark' } as const;

export function transferMarkLabel(marked: boolean): string {
  return marked ? TRANSFER_MARK_LABELS.marked : TRANSFER_MARK_LABELS.unmarked;
}
