import { Checkbox, Fieldset, Flex, Input } from '@chakra-ui/react';
import { MESSAGES, REGISTRAR_CONTACT_TYPES, TEXT_LIMITS } from '@portal/rules';
import { REGISTRAR_CONTACT_TYPE_LABELS } from './registrarLabels';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../widgets/FormDialog';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { contactErrors, contactTypeLabel, contactValuesOf, toggleType, type ContactValues, type RegistrarContactLike } from './contactForm';
import { useUpdateRegistrarContact } from './mutations';

interface Props {
  agentId: string;
  domainName: string;
  /** Null: a new contact (the types it gets are chosen in the form). */
  contact: RegistrarContactLike | null;
  onClose: () => void;
}

/** ADMIN-041: edit a registrar contact; the same e-mail and phone may go to several contact types at once (API-098). */
export function EditContactDialog({ agentId, domainName, contact, onClose }: Props) {
  const [update] = useUpdateRegistrarContact();
  const form = useKitForm<ContactValues>({
    defaultValues: contact ? contactValuesOf(contact) : { email: '', phone: '', contactTypes: [] },
    validate: contactErrors,
    failureText: MESSAGES.registrarContact,
    onSubmit: async (values) => {
      await update(
        { input: { agentId, domainName, email: values.email.trim(), phone: values.phone.trim(), contactTypes: values.contactTypes } },
        { save: { saving: 'Saving the contact…', saved: 'Contact saved', failure: MESSAGES.registrarContact } },
      );
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog form={form} title={
        contact ? `Edit ${contactTypeLabel(contact.contactType).toLowerCase()} contact of ${domainName}` : `Add a contact to ${domainName}`
      } submitLabel="Save" busyLabel="Saving" onClose={onClose}>
      <FormField name="email" label="E-mail" required maxLength={TEXT_LIMITS.registrarEmail}>
        <Input {...form.register('email')} type="email" autoComplete="off" />
      </FormField>
      <FormField name="phone" label="Phone" required helperText="10 digits, such as 3125550142.">
        <Input {...form.register('phone')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <Controller
        control={form.control}
        name="contactTypes"
        render={({ field }) => (
          <Fieldset.Root invalid={Boolean(errors.contactTypes)}>
            <Fieldset.Legend>Contact types</Fieldset.Legend>
            <Flex gap="4" wrap="wrap">
              {REGISTRAR_CONTACT_TYPES.map((type) => (
                <Checkbox.Root
                  key={type}
                  checked={field.value.includes(type)}
                  onCheckedChange={(details) => field.onChange(toggleType(field.value, type, details.checked === true))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{REGISTRAR_CONTACT_TYPE_LABELS[type]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
            {errors.contactTypes && <Fieldset.ErrorText>{errors.contactTypes.message}</Fieldset.ErrorText>}
          </Fieldset.Root>
        )}
      />
    </FormDialog>
  );
}
