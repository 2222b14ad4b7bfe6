import { Button, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, validateRedirect, type FieldErrors } from '@portal/rules';
import { useId, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { emailMutationsAddMutation } from '../__generated__/emailMutationsAddMutation.graphql';
import { formFailureOf } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import { addRedirectMutation } from './emailMutations';
import { EmailDialog } from './EmailDialog';
import { DomainSelect, RedirectFields } from './RedirectFields';
import { CHOOSE_DOMAIN, EMPTY_ROW, hasErrors, rowFieldErrors, toPair } from './redirectForm';
import { takenOn } from './taken';

/** EMAIL-002, EMAIL-007, EMAIL-008, ERR-008: one new redirect on one of the agent's domains. */
export function AddRedirectDialog({
  agentId,
  domains,
  initialDomain,
  redirects,
  onClose,
  onAdded,
}: {
  agentId: string;
  domains: readonly string[];
  initialDomain: string;
  redirects: readonly { domainName: string; redirectAddress: string }[];
  onClose: () => void;
  onAdded: (redirectAddress: string) => void;
}) {
  const environment = useRelayEnvironment();
  const formId = useId();
  const [domainName, setDomainName] = useState(initialDomain);
  const [row, setRow] = useState(EMPTY_ROW);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!domainName) {
      setErrors({ domainName: [CHOOSE_DOMAIN] });
      return;
    }
    const pair = toPair(row, domainName);
    const invalid = rowFieldErrors(validateRedirect(pair, domainName, takenOn(redirects, domainName)));
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setBusy(true);
    try {
      await mutate<emailMutationsAddMutation>(environment, addRedirectMutation, { input: { agentId, domainName, ...pair } });
      onAdded(pair.redirectAddress);
    } catch (e) {
      const result = formFailureOf(e, MESSAGES.emailAdd);
      setErrors(rowFieldErrors(result.fields));
      setFailure(result.message);
      setBusy(false);
    }
  };

  return (
    <EmailDialog
      open
      onClose={onClose}
      title="Add a redirect"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText="Adding">
            Add redirect
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <DomainSelect domains={domains} value={domainName} error={errors.domainName?.[0]} onChange={setDomainName} />
          <RedirectFields row={row} domainName={domainName} errors={errors} onChange={setRow} />
          {failure && (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
      </form>
    </EmailDialog>
  );
}
