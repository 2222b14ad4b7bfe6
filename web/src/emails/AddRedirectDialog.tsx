import { MESSAGES } from '@portal/rules';
import { FormDialog } from '../widgets/FormDialog';
import { useKitForm } from '../widgets/useKitForm';
import { useAddEmailRedirect } from './mutations';
import { DomainSelect, RedirectFields } from './RedirectFields';
import { EMPTY_ROW, redirectErrors, toPair, type RedirectValues } from './redirectForm';
import { takenOn } from './taken';

/** EMAIL-002, EMAIL-007, EMAIL-008, ERR-008: one new redirect on one of the agent's domains. */
export function AddRedirectDialog({
  agentId,
  domains,
  initialDomain,
  redirects,
  onClose,
  onDone,
}: {
  agentId: string;
  domains: readonly string[];
  initialDomain: string;
  redirects: readonly { domainName: string; redirectAddress: string }[];
  onClose: () => void;
  /** The page's notice once the redirect was added. */
  onDone: (notice: string) => void;
}) {
  const [addRedirect] = useAddEmailRedirect();
  const form = useKitForm<RedirectValues>({
    defaultValues: { domainName: initialDomain, ...EMPTY_ROW },
    validate: (values) => redirectErrors(values, takenOn(redirects, values.domainName)),
    failureText: MESSAGES.emailAdd,
    onSubmit: async ({ domainName, ...row }) => {
      const pair = toPair(row, domainName);
      await addRedirect({ input: { agentId, domainName, ...pair } });
      onDone(`${pair.redirectAddress} was added.`);
    },
  });
  return (
    <FormDialog form={form} title="Add a redirect" submitLabel="Add redirect" busyLabel="Adding" onClose={onClose} size="lg">
      <DomainSelect domains={domains} />
      <RedirectFields domainName={form.watch('domainName')} />
    </FormDialog>
  );
}
