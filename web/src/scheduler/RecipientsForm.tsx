import { Button, Flex, Heading, IconButton, Input, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, normalizeRecipients, validateRecipients, type FieldErrors } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecipientsForm_agent$key } from '../__generated__/RecipientsForm_agent.graphql';
import { Form } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import { useUpdateAppointmentRecipients } from './mutations';

/** SCHED-025: who is emailed about appointments; changes are kept here until Save. */
export function RecipientsForm({ agent, agentId }: { agent: RecipientsForm_agent$key; agentId: string }) {
  const data = useFragment(
    graphql`
      fragment RecipientsForm_agent on Agent {
        appointmentNotificationRecipients
      }
    `,
    agent,
  );
  const loaded = data.appointmentNotificationRecipients;
  return (
    <Stack as="section" gap="3" aria-labelledby="recipients-heading">
      <Heading as="h2" size="lg" id="recipients-heading">
        Appointment notifications
      </Heading>
      <Text color="fg.muted">These addresses get an email about every new, canceled or rescheduled appointment.</Text>
      {loaded ? (
        <RecipientsEditor key={loaded.join('\n')} initial={loaded} agentId={agentId} />
      ) : (
        // ERR-031 is in the alert bar too.
        <Text color="fg.error">{MESSAGES.recipientsLoad}</Text>
      )}
    </Stack>
  );
}

interface RecipientsValues {
  recipients: string[];
  /** The address being added; the list's own errors are shown here too, the one field a person can act on. */
  draft: string;
}

function RecipientsEditor({ initial, agentId }: { initial: readonly string[]; agentId: string }) {
  const [update] = useUpdateAppointmentRecipients();
  const form = useKitForm<RecipientsValues>({
    defaultValues: { recipients: [...initial], draft: '' },
    validate: ({ recipients }): FieldErrors => {
      const found = validateRecipients(normalizeRecipients(recipients));
      return found.recipients ? { draft: found.recipients } : {};
    },
    failureText: MESSAGES.recipientsUpdate,
    serverFields: { recipients: 'draft' },
    onSubmit: async ({ recipients }) => {
      await update({ input: { agentId, recipients: normalizeRecipients(recipients) } });
    },
  });
  const list = form.watch('recipients');

  const add = () => {
    const email = form.getValues('draft').trim();
    const found = validateRecipients([email]);
    if (found.recipients) {
      form.setError('draft', { type: 'rules', message: found.recipients[0] }, { shouldFocus: true });
      return;
    }
    form.clearErrors('draft');
    form.setValue('recipients', normalizeRecipients([...list, email]), { shouldDirty: true });
    form.setValue('draft', '');
  };
  const remove = (email: string) =>
    form.setValue(
      'recipients',
      list.filter((e) => e !== email),
      { shouldDirty: true },
    );

  return (
    <Stack gap="3" maxW="xl">
      <Form form={form} label="Appointment notification recipients" submitLabel="Save recipients" busyLabel="Saving">
        {list.length === 0 ? (
          <Text color="fg.muted">Nobody is emailed about appointments.</Text>
        ) : (
          <List.Root aria-label="Recipients" variant="plain" gap="1">
            {list.map((email) => (
              <List.Item key={email} display="flex" alignItems="center" justifyContent="space-between" gap="2">
                <Text wordBreak="break-all">{email}</Text>
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${email}`} onClick={() => remove(email)}>
                  ✕
                </IconButton>
              </List.Item>
            ))}
          </List.Root>
        )}
        <FormField name="draft" label="Add a recipient">
          <Flex gap="2" w="full">
            <Input
              type="email"
              {...form.register('draft')}
              placeholder="frontdesk@myagency.com"
              autoComplete="email"
              onKeyDown={(event) => {
                // Enter in this field adds the address; Save recipients sends the list.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="outline" onClick={add}>
              Add
            </Button>
          </Flex>
        </FormField>
      </Form>
    </Stack>
  );
}
