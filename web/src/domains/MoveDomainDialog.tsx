import { Button, Checkbox, Field, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  DOMAIN_RULE_MESSAGES,
  MESSAGES,
  MOVE_PRODUCT_LABELS,
  PRODUCT_LABELS,
  PRODUCT_TYPES,
  validateMove,
  type FieldErrors,
  type ProductType,
} from '@portal/rules';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { MoveDomainDialogMutation } from '../__generated__/MoveDomainDialogMutation.graphql';
import type { MoveDomainDialogQuery } from '../__generated__/MoveDomainDialogQuery.graphql';
import { DialogSkeleton } from './DialogSkeleton';
import { ModalDialog } from '../widgets/ModalDialog';
import { firstError, formFailureOf } from '../relay/formFailure';
import { MOVE_FIELD_NAMES } from './moveFieldNames';
import { mutate } from '../relay/mutate';
import { ErrorBoundary } from '../routes/ErrorBoundary';

const moveMutation = graphql`
  mutation MoveDomainDialogMutation($input: MoveDomainInput!) {
    moveDomain(input: $input) {
      domainName
      targetAgentId
      agent {
        ...DomainTable_agent
      }
    }
  }
`;

function MoveForm({
  agentId,
  agentNodeId,
  formId,
  onBusy,
  onMoved,
}: {
  agentId: string;
  agentNodeId: string;
  formId: string;
  onBusy: (busy: boolean) => void;
  onMoved: (domainName: string, targetAgentId: string) => void;
}) {
  const { node } = useLazyLoadQuery<MoveDomainDialogQuery>(
    graphql`
      query MoveDomainDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Agent {
            movableDomains {
              name
              active
              canMove
              productType
            }
          }
        }
      }
    `,
    // Through node(id:): a failed call then nulls only this answer, never the agent the list shows.
    { id: agentNodeId },
    { fetchPolicy: 'network-only' },
  );
  const environment = useRelayEnvironment();
  const [domain, setDomain] = useState<string | null>(null);
  const [targetAlias, setTargetAlias] = useState('');
  const [targetProductType, setTargetProductType] = useState('');
  const [removeRedirects, setRemoveRedirects] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { domain: useId(), alias: useId(), type: useId() };

  // ERR-042 is in the alert bar too.
  const domains = node?.movableDomains;
  if (!domains) return <Text color="fg.error">{MESSAGES.movableDomains}</Text>;
  if (domains.length === 0) return <Text>There are no domains to move.</Text>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateMove({ domain, targetAlias, targetProductType });
    setErrors(invalid);
    setFailure(null);
    if (Object.keys(invalid).length > 0 || !domain) return;
    onBusy(true);
    try {
      const { moveDomain } = await mutate<MoveDomainDialogMutation>(environment, moveMutation, {
        input: {
          agentId,
          domainName: domain,
          targetAlias: targetAlias.trim(),
          targetProductType: targetProductType as ProductType,
          removeRedirects,
        },
      });
      onMoved(moveDomain.domainName, moveDomain.targetAgentId);
    } catch (e) {
      const result = formFailureOf(e, MESSAGES.domainMove, MOVE_FIELD_NAMES);
      setErrors(result.fields); // ERR-094: each message by its field
      setFailure(result.message);
      onBusy(false);
    }
  };

  const domainError = firstError(errors, 'domain');
  const aliasError = firstError(errors, 'targetAlias');
  const typeError = firstError(errors, 'targetProductType');

  return (
    <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="5">
        <Field.Root invalid={!!domainError}>
          <RadioGroup.Root
            value={domain}
            onValueChange={(details) => setDomain(details.value)}
            aria-describedby={domainError ? ids.domain : undefined}
          >
            <RadioGroup.Label fontWeight="medium">Domain to move</RadioGroup.Label>
            <Stack gap="3" mt="2">
              {domains.map((d) => (
                <RadioGroup.Item key={d.name} value={d.name} disabled={!d.canMove} alignItems="flex-start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {`${d.name} (${PRODUCT_LABELS[d.productType as ProductType] ?? d.productType}${d.active ? '' : ', inactive'})`}
                    {!d.canMove && (
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        {DOMAIN_RULE_MESSAGES.cannotMove}
                      </Text>
                    )}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {domainError && <Field.ErrorText id={ids.domain}>{domainError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!aliasError} required>
          <Field.Label>Target agent alias</Field.Label>
          <Input value={targetAlias} onChange={(e) => setTargetAlias(e.target.value)} autoComplete="off" />
          {aliasError ? (
            <Field.ErrorText>{aliasError}</Field.ErrorText>
          ) : (
            <Field.HelperText>The alias of the agent who gets the domain: 4 or 6 characters.</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={!!typeError} required>
          <Field.Label>Target domain type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={targetProductType} onChange={(e) => setTargetProductType(e.target.value)}>
              <option value="">Choose a type</option>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MOVE_PRODUCT_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {typeError && <Field.ErrorText>{typeError}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root checked={removeRedirects} onCheckedChange={(d) => setRemoveRedirects(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Remove email redirects</Checkbox.Label>
        </Checkbox.Root>
        {failure && (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** DOM-014, DOM-015, VALID-028..030, ERR-094: move one of the agent's domains to another agent. */
export function MoveDomainDialog({
  agentId,
  agentNodeId,
  onClose,
  onMoved,
}: {
  agentId: string;
  agentNodeId: string;
  onClose: () => void;
  onMoved: (domainName: string, targetAgentId: string) => void;
}) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog
      open
      onClose={onClose}
      title="Move a domain"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingText="Moving">
            Move domain
          </Button>
        </>
      }
    >
      <ErrorBoundary fallback={<Text color="fg.error">{MESSAGES.movableDomains}</Text>}>
        <Suspense fallback={<DialogSkeleton label="Loading the movable domains" />}>
          <MoveForm agentId={agentId} agentNodeId={agentNodeId} formId={formId} onBusy={setBusy} onMoved={onMoved} />
        </Suspense>
      </ErrorBoundary>
    </ModalDialog>
  );
}
