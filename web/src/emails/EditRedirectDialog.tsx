import { Button, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, redirectLocalPart, validateRedirect, type FieldErrors } from '@portal/rules';
import { useId, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { emailMutationsUpdateMutation } from '../__generated__/emailMutationsUpdateMutation.graphql';
import { formFailureOf } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import { updateRedirectMutation } from './emailMutations';
import { EmailDialog } from './EmailDialog';
import { RedirectFields } from './RedirectFields';
import { hasErrors, rowFieldErrors, toPair } from './redirectForm';
import type { RedirectNode } from './RedirectTable';
import { takenOn } from './taken';

/** EMAIL-004, EMAIL-007, EMAIL-008, ERR-010: change a redirect's addresses. */
export function EditRedirectDialog({
  redirect,
  redirects,
  onClose,
  onSaved,
}: {
  redirect: RedirectNode;
  redirects: readonly { domainName: string; redirectAddress: string }[];
  onClose: () => void;
  onSaved: (redirectAddress: string) => void;
}) {
  const environment = useRelayEnvironment();
  const formId = useId();
  const { domainName } = redirect;
  const [row, setRow] = useState({
    localPart: redirectLocalPart(redirect.redirectAddress),
    realAddress: redirect.realAddress,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const pair = toPair(row, domainName);
    const taken = takenOn(redirects, domainName, redirect.redirectAddress);
    const invalid = rowFieldErrors(validateRedirect(pair, domainName, taken));
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setBusy(true);
    try {
      await mutate<emailMutationsUpdateMutation>(environment, updateRedirectMutation, {
        input: { id: redirect.id, ...pair },
      });
      onSaved(pair.redirectAddress);
    } catch (e) {
      const result = formFailureOf(e, MESSAGES.emailSave);
      setErrors(rowFieldErrors(result.fields));
      setFailure(result.message);
      setBusy(false);
    }
  };

  return (
    <EmailDialog
      open
      onClose={onClose}
      title={`Edit ${redirect.redirectAddress}`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText="Saving">
            Save redirect
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
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
