import { Button, CloseButton, Fieldset, Flex } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormDialog } from '../widgets/FormDialog';
import { useKitForm } from '../widgets/useKitForm';
import { usePopulateEmailRedirects } from './mutations';
import { DomainSelect, RedirectFields } from './RedirectFields';
import { EMPTY_ROW, filledRows, populateErrors, populateFieldName, toPair, type PopulateValues } from './redirectForm';
import { takenOn } from './taken';

const FIRST_ROWS = 3;

/** EMAIL-003, EMAIL-007, EMAIL-008, ERR-009: several redirects on one domain at once, all or none. */
export function PopulateRedirectsDialog({
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
  onDone: (notice: string) => void;
}) {
  const [populate] = usePopulateEmailRedirects();
  // The form rows that were sent, in order: the gateway's field errors name them by their place in that list.
  const sentRows = useRef<number[]>([]);
  const form = useKitForm<PopulateValues>({
    defaultValues: { domainName: initialDomain, rows: Array.from({ length: FIRST_ROWS }, () => EMPTY_ROW) },
    validate: (values) => populateErrors(values, takenOn(redirects, values.domainName)),
    failureText: MESSAGES.emailPopulate,
    serverFields: (name) => populateFieldName(name, sentRows.current),
    onSubmit: async ({ domainName, rows }) => {
      sentRows.current = filledRows(rows);
      const pairs = sentRows.current.map((index) => toPair(rows[index], domainName));
      await populate({ input: { agentId, domainName, redirects: pairs } });
      onDone(`${pairs.length} redirects were added to ${domainName}.`);
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const domainName = form.watch('domainName');

  return (
    <FormDialog
      form={form}
      title="Add several redirects"
      submitLabel="Add redirects"
      busyLabel="Adding"
      onClose={onClose}
      size="lg"
    >
      <DomainSelect domains={domains} />
      {rows.fields.map((row, index) => (
        <Fieldset.Root key={row.id} borderTopWidth="1px" pt="3">
          <Flex justify="space-between" align="center">
            <Fieldset.Legend>{`Redirect ${index + 1}`}</Fieldset.Legend>
            {rows.fields.length > 1 && (
              <CloseButton size="xs" aria-label={`Remove redirect ${index + 1}`} onClick={() => rows.remove(index)} />
            )}
          </Flex>
          <RedirectFields domainName={domainName} prefix={`rows.${index}.`} suffix={` ${index + 1}`} />
        </Fieldset.Root>
      ))}
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => rows.append({ ...EMPTY_ROW })}>
        Add another row
      </Button>
    </FormDialog>
  );
}
