import { Checkbox, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { DOMAIN_RULE_MESSAGES, MESSAGES, PRODUCT_TYPES, validateMove, type ProductType } from '@portal/rules';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { agentLabel_agent$key } from '../../__generated__/agentLabel_agent.graphql';
import type { MoveDomainForm_agent$key } from '../../__generated__/MoveDomainForm_agent.graphql';
import { moveProductTypeLabel } from '../../lib/format';
import { revalidatePage } from '../../relay/navigator';
import { ChoiceCardsField } from '../../widgets/ChoiceCardsField';
import { useConfirmation } from '../../widgets/ConfirmDialog';
import { Form } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import { useAgentLabel } from '../agent/agentLabel';
import { MOVE_FIELD_NAMES } from './moveFieldNames';
import { moveQuestion, moveStateText, type MoveState } from './moveState';
import { useMoveDomain } from './mutations';

interface MoveValues {
  domain: string | null;
  targetAlias: string;
  targetProductType: string;
  removeRedirects: boolean;
}

function RemoveRedirectsField() {
  const { control, setValue } = useFormContext<MoveValues>();
  const checked = useWatch({ control, name: 'removeRedirects' });
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => setValue('removeRedirects', details.checked === true, { shouldDirty: true })}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Remove email redirects</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * ADMIN-034..036: pick a movable domain (API-043; one registered outside the provider cannot be picked, DOM-015), the
 * receiving agent's alias (VALID-028), the domain's type there (VALID-029, CONST-035 labels) and whether its email
 * redirects go; VALID-030 needs a domain. A 400 shows each message by its field, once (a rule refusal is no failure to
 * try again later, issue #26); a message that belongs to no field is the form's. The move
 * happens only after a question naming the domain, both agents and what follows (issue #26, decision D-224).
 */
export function MoveDomainForm({
  agentId,
  agent,
  label,
}: {
  agentId: string;
  agent: MoveDomainForm_agent$key;
  label: agentLabel_agent$key;
}) {
  const { movableDomains } = useFragment(
    graphql`
      fragment MoveDomainForm_agent on Agent {
        movableDomains {
          name
          active
          canMove
          productType
        }
      }
    `,
    agent,
  );
  const [moveDomain] = useMoveDomain();
  const [state, setState] = useState<MoveState>({ kind: 'idle' });
  const agentLabel = useAgentLabel(label, agentId);
  const confirmation = useConfirmation();
  const form = useKitForm<MoveValues>({
    defaultValues: { domain: null, targetAlias: '', targetProductType: '', removeRedirects: false },
    validate: (values) => validateMove(values),
    failureText: MESSAGES.domainMove,
    serverFields: MOVE_FIELD_NAMES,
    confirm: (values) => {
      const question = moveQuestion(
        {
          domainName: values.domain ?? '',
          targetAlias: values.targetAlias.trim(),
          typeLabel: moveProductTypeLabel(values.targetProductType),
          removeRedirects: values.removeRedirects,
        },
        agentLabel,
      );
      return confirmation.ask({
        title: question.title,
        confirmLabel: 'Move domain',
        cancelLabel: 'Keep the domain here',
        destructive: true,
        children: (
          <Stack gap="2">
            {question.effects.map((effect) => (
              <Text key={effect}>{effect}</Text>
            ))}
          </Stack>
        ),
      });
    },
    onSubmit: async ({ domain, targetAlias, targetProductType, removeRedirects }) => {
      const domainName = domain ?? '';
      // No saving snackbar here (decision D-91): the move's own states report it (ADMIN-035), and a refusal's
      // messages belong by their fields (ERR-094), which the save-error dialog would cover.
      setState({ kind: 'moving', domainName });
      try {
        const { moveDomain: moved } = await moveDomain(
          {
            input: {
              agentId,
              domainName,
              targetAlias: targetAlias.trim(),
              targetProductType: targetProductType as ProductType,
              removeRedirects,
            },
          },
          // The move's states and its form say its failure (D-91); the alert bar behind the drawer would repeat it.
          { quiet: true },
        );
        setState({ kind: 'done', domainName: moved.domainName, targetAgentId: moved.targetAgentId });
        form.reset();
        // The page behind shows this agent's domains too: its own query runs again (the count came with the move).
        revalidatePage();
      } catch (error) {
        setState({ kind: 'error' });
        throw error;
      }
    },
  });

  if (movableDomains.length === 0) return <Text>This agent has no domains to move.</Text>;
  const status = moveStateText(state);
  return (
    <>
      <Form form={form} label="Move a domain" submitLabel="Move domain" busyLabel="Moving">
        <ChoiceCardsField
          name="domain"
          label="Domain to move"
          columns={1}
          choices={movableDomains.map((d) => ({
            value: d.name,
            label: d.name,
            description: `${moveProductTypeLabel(d.productType)}${d.active ? '' : ', inactive'}`,
            reason: DOMAIN_RULE_MESSAGES.cannotMove,
            disabled: !d.canMove,
          }))}
        />
        <FormField
          name="targetAlias"
          label="Target agent alias"
          required
          helperText="The alias of the agent who gets the domain: 4 or 6 characters."
        >
          <Input {...form.register('targetAlias')} autoComplete="off" />
        </FormField>
        <FormField name="targetProductType" label="Target domain type" required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('targetProductType')}>
              <option value="">Choose a type</option>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {moveProductTypeLabel(type)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <RemoveRedirectsField />
      </Form>
      {confirmation.dialog}
      <Text role="status" data-state={state.kind} color={state.kind === 'done' ? 'fg.success' : undefined}>
        {status}
      </Text>
    </>
  );
}
