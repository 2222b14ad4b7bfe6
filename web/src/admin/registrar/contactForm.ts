import {
  isRegistrarContactType,
  validateRegistrarContact,
  type FieldErrors,
  type RegistrarContactType,
} from '@portal/rules';
import { REGISTRAR_CONTACT_TYPE_LABELS } from './registrarLabels';

export interface ContactValues {
  email: string;
  phone: string;
  contactTypes: RegistrarContactType[];
}

/** The form starts from the contact being edited: its e-mail, phone and type. */
export function contactValuesOf(contact: RegistrarContactLike): ContactValues {
  const type = contact.contactType;
  return { email: contact.email, phone: contact.phone, contactTypes: isRegistrarContactType(type) ? [type] : [] };
}

/** A contact as the card has it (Relay's enum may hold a value this build does not know). */
export interface RegistrarContactLike {
  contactType: string;
  email: string;
  phone: string;
}

export function contactTypeLabel(type: string): string {
  return isRegistrarContactType(type) ? REGISTRAR_CONTACT_TYPE_LABELS[type] : type;
}

/** VALID-032..034, the same rules the gateway and the sandbox apply. */
export function contactErrors(values: ContactValues): FieldErrors {
  return validateRegistrarContact(values);
}

export function toggleType(list: readonly RegistrarContactType[], type: RegistrarContactType, on: boolean): RegistrarContactType[] {
  const without = list.filter((t) => t !== type);
  return on ? [...without, type] : without;
}
