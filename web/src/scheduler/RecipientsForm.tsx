import { Button, Field, Flex, Heading, IconButton, Input, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, normalizeRecipients, validateRecipients, type FieldErrors } from '@portal/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { RecipientsForm_agent$key } from '../__generated__/RecipientsForm_agent.graphql';
import type { settingsMutationsRecipientsMutation as RecipientsMutation } from '../__generated__/settingsMutationsRecipientsMutation.graphql';
import { firstError, formFailureOf } from '../relay/formFailure';
import { schedulerWrite } from './schedulerWrite';
import { updateRecipientsMutation } from './settingsMutations';

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

function RecipientsEditor({ initial, agentId }: { initial: readonly string[]; agentId: string }) {
  const environment = useRelayEnvironment();
  const [list, setList] = useState<string[]>([...initial]);
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = list.join('\n') !== initial.join('\n');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const email = draft.trim();
    const found = validateRecipients([email]);
    setErrors(found.recipients ? { draft: found.recipients } : {});
    if (found.recipients) return;
    setList((current) => normalizeRecipients([...current, email]));
    setDraft('');
  };

  const save = () => {
    const recipients = normalizeRecipients(list);
    const found = validateRecipients(recipients);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    schedulerWrite<RecipientsMutation>(environment, updateRecipientsMutation, { input: { agentId, recipients } }).then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        const result = formFailureOf(error, MESSAGES.recipientsUpdate);
        setErrors(result.fields);
        if (!Object.keys(result.fields).length) setFailure(result.message);
      },
    );
  };

  return (
    <Stack gap="3" maxW="xl">
      {list.length === 0 ? (
        <Text color="fg.muted">Nobody is emailed about appointments.</Text>
      ) : (
        <List.Root aria-label="Recipients" variant="plain" gap="1">
          {list.map((email) => (
            <List.Item key={email} display="flex" alignItems="center" justifyContent="space-between" gap="2">
              <Text wordBreak="break-all">{email}</Text>
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${email}`}
                onClick={() => setList((current) => current.filter((e) => e !== email))}>
                ✕
              </IconButton>
            </List.Item>
          ))}
        </List.Root>
      )}
      <form onSubmit={add} noValidate>
        <Field.Root invalid={!!firstError(errors, 'draft')}>
          <Field.Label>Add a recipient</Field.Label>
          <Flex gap="2" w="full">
            <Input type="email" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="frontdesk@myagency.com" autoComplete="email" />
            <Button type="submit" variant="outline">
              Add
            </Button>
          </Flex>
          {firstError(errors, 'draft') && <Field.ErrorText>{firstError(errors, 'draft')}</Field.ErrorText>}
        </Field.Root>
      </form>
      {firstError(errors, 'recipients') && (
        <Text color="fg.error" role="alert">
          {firstError(errors, 'recipients')}
        </Text>
      )}
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
      <div>
        <Button onClick={save} loading={busy} loadingText="Saving" disabled={!changed}>
          Save recipients
        </Button>
      </div>
    </Stack>
  );
}
