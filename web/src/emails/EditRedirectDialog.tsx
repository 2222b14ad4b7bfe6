import { MESSAGES, redirectLocalPart } from '@portal/rules';
import { FormDialog } from '../widgets/FormDialog';
import { useKitForm } from '../widgets/useKitForm';
import { useUpdateEmailRedirect } from './mutations';
import { RedirectFields } from './RedirectFields';
import { redirectErrors, toPair, type RedirectValues } from './redirectForm';
import type { RedirectNode } from './RedirectTable';
import { takenOn } from './taken';

/** EMAIL-004, EMAIL-007, EMAIL-008, ERR-010: change a redirect's addresses (its domain stays). */
export function EditRedirectDialog({
  redirect,
  redirects,
  onClose,
  onDone,
}: {
  redirect: RedirectNode;
  redirects: readonly { domainName: string; redirectAddress: string }[];
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { domainName } = redirect;
  const [updateRedirect] = useUpdateEmailRedirect();
  const form = useKitForm<RedirectValues>({
    defaultValues: {
      domainName,
      redirectAddress: redirectLocalPart(redirect.redirectAddress),
      realAddress: redirect.realAddress,
    },
    validate: (values) => redirectErrors(values, takenOn(redirects, domainName, redirect.redirectAddress)),
    failureText: MESSAGES.emailSave,
    onSubmit: async (values) => {
      const pair = toPair(values, domainName);
      await updateRedirect({ input: { id: redirect.id, ...pair } });
      onDone(`${pair.redirectAddress} was saved.`);
    },
  });
  return (
    <FormDialog
      form={form}
      title={`Edit ${redirect.redirectAddress}`}
      submitLabel="Save redirect"
      busyLabel="Saving"
      onClose={onClose}
      size="lg"
    >
      <RedirectFields domainName={domainName} />
    </FormDialog>
  );
}
