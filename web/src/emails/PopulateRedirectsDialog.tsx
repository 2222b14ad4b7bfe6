import { Button, CloseButton, Fieldset, Flex, Stack, Text } from '@chakra-ui/react';
import { EMAIL_RULE_MESSAGES, MESSAGES, validateRedirectList, type FieldErrors } from '@portal/rules';
import { useId, useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { emailMutationsPopulateMutation } from '../__generated__/emailMutationsPopulateMutation.graphql';
import { formFailureOf } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import { populateRedirectsMutation } from './emailMutations';
import { EmailDialog } from './EmailDialog';
import { DomainSelect, RedirectFields } from './RedirectFields';
import {
  CHOOSE_DOMAIN,
  EMPTY_ROW,
  hasErrors,
  rowFieldErrors,
  splitListErrors,
  toPair,
  type RedirectRowInput,
} from './redirectForm';
import { takenOn } from './taken';

const FIRST_ROWS = 3;

/** EMAIL-003, EMAIL-007, EMAIL-008, ERR-009: several redirects on one domain at once, all or none. */
export function PopulateRedirectsDialog({
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
  onAdded: (count: number, domainName: string) => void;
}) {
  const environment = useRelayEnvironment();
  const formId = useId();
  const [domainName, setDomainName] = useState(initialDomain);
  const [rows, setRows] = useState<RedirectRowInput[]>(() => Array.from({ length: FIRST_ROWS }, () => EMPTY_ROW));
  const [rowErrors, setRowErrors] = useState<FieldErrors[]>([]);
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Blank rows are left out, so a person can leave spare rows empty.
  const filled = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.localPart.trim() || row.realAddress.trim());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setRowErrors([]);
    if (!domainName) return setFormErrors({ domainName: [CHOOSE_DOMAIN] });
    if (filled.length === 0) return setFormErrors({ redirects: [EMAIL_RULE_MESSAGES.emptyList] });
    setFormErrors({});
    const pairs = filled.map(({ row }) => toPair(row, domainName));
    const byRow = (list: FieldErrors[]) => {
      const all: FieldErrors[] = rows.map(() => ({}));
      filled.forEach(({ index }, i) => (all[index] = rowFieldErrors(list[i] ?? {})));
      return all;
    };
    const invalid = validateRedirectList(pairs, domainName, takenOn(redirects, domainName));
    if (hasErrors(...invalid)) return setRowErrors(byRow(invalid));
    setBusy(true);
    try {
      await mutate<emailMutationsPopulateMutation>(environment, populateRedirectsMutation, {
        input: { agentId, domainName, redirects: pairs },
      });
      onAdded(pairs.length, domainName);
    } catch (e) {
      const result = formFailureOf(e, MESSAGES.emailPopulate);
      const split = splitListErrors(result.fields, pairs.length);
      setRowErrors(byRow(split.rows));
      setFormErrors(split.form);
      setFailure(result.message);
      setBusy(false);
    }
  };

  const change = (index: number, row: RedirectRowInput) => setRows(rows.map((r, i) => (i === index ? row : r)));
  const removeRow = (index: number) => {
    setRows(rows.filter((_, i) => i !== index));
    setRowErrors(rowErrors.filter((_, i) => i !== index));
  };

  return (
    <EmailDialog
      open
      onClose={onClose}
      title="Add several redirects"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText="Adding">
            Add redirects
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <DomainSelect
            domains={domains}
            value={domainName}
            error={formErrors.domainName?.[0]}
            onChange={setDomainName}
          />
          {rows.map((row, index) => (
            <Fieldset.Root key={index} borderTopWidth="1px" pt="3">
              <Flex justify="space-between" align="center">
                <Fieldset.Legend>{`Redirect ${index + 1}`}</Fieldset.Legend>
                {rows.length > 1 && (
                  <CloseButton size="xs" aria-label={`Remove redirect ${index + 1}`} onClick={() => removeRow(index)} />
                )}
              </Flex>
              <RedirectFields
                row={row}
                domainName={domainName}
                errors={rowErrors[index] ?? {}}
                suffix={` ${index + 1}`}
                onChange={(next) => change(index, next)}
              />
            </Fieldset.Root>
          ))}
          <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => setRows([...rows, EMPTY_ROW])}>
            Add another row
          </Button>
          {formErrors.redirects && <Text color="fg.error">{formErrors.redirects[0]}</Text>}
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
