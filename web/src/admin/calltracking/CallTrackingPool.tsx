import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { EXTRA_LINES_MAX, EXTRA_LINES_MIN, INCLUDED_LINES, MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CallTrackingPool_callTracking$key } from '../../__generated__/CallTrackingPool_callTracking.graphql';
import { formatPhone } from '../../lib/format';
import { hasCode } from '../../relay/GraphQLRequestError';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { Form } from '../../widgets/Form';
import { FormField } from '../../widgets/FormField';
import { useKitForm, type KitForm } from '../../widgets/useKitForm';
import { extraLinesErrors, extraLinesOf } from './extraLinesField';
import { useCreateCallTracking, useDisableCallTracking, useSetPoolSize } from './mutations';

/** The snackbar and the save-error dialog report these writes (SHELL-020); only bad input comes back to the field. */
function onlyBadInput(error: unknown): void {
  if (hasCode(error, 'BAD_USER_INPUT')) throw error;
}

const INCLUDED_TEXT = `${INCLUDED_LINES} lines are included; add ${EXTRA_LINES_MIN} to ${EXTRA_LINES_MAX} additional lines.`;

function ExtraLinesField({ form }: { form: KitForm<{ extraLines: string }> }) {
  return (
    <FormField name="extraLines" label="Additional lines" helperText={INCLUDED_TEXT} w="auto">
      <Input
        {...form.register('extraLines')}
        type="number"
        inputMode="numeric"
        min={EXTRA_LINES_MIN}
        max={EXTRA_LINES_MAX}
        w="24"
        autoComplete="off"
      />
    </FormField>
  );
}

/** ADMIN-031: no account yet (the upstream's silent 404, ERR-091): create one with its pool. */
export function CreateCallTracking({ agentId, onChanged }: { agentId: string; onChanged: () => void }) {
  const [createCallTracking] = useCreateCallTracking();
  const form = useKitForm<{ extraLines: string }>({
    defaultValues: { extraLines: '0' },
    validate: (values) => extraLinesErrors(values.extraLines),
    failureText: MESSAGES.callTrackingCreate,
    onSubmit: async (values) => {
      await createCallTracking(
        { input: { agentId, extraLines: extraLinesOf(values.extraLines) } },
        { save: { saving: 'Creating call tracking…', saved: 'Call tracking was created', failure: MESSAGES.callTrackingCreate } },
      ).then(onChanged, onlyBadInput);
    },
  });
  return (
    <Stack gap="3">
      <Text>This agent has no call tracking account.</Text>
      <Form form={form} label="Create call tracking" submitLabel="Create call tracking" busyLabel="Creating">
        <ExtraLinesField form={form} />
      </Form>
    </Stack>
  );
}

/** ADMIN-030 and ADMIN-032: the pool size (CONST-023, VALID-040) and disabling the account, after a confirmation. */
export function CallTrackingPool({
  agentId,
  callTracking,
  onChanged,
}: {
  agentId: string;
  callTracking: CallTrackingPool_callTracking$key;
  onChanged: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CallTrackingPool_callTracking on CallTracking {
        poolSize
        extraLines
        areaCode
        numbers
      }
    `,
    callTracking,
  );
  const [setPoolSize] = useSetPoolSize();
  const [disableCallTracking] = useDisableCallTracking();
  const [confirming, setConfirming] = useState(false);
  const form = useKitForm<{ extraLines: string }>({
    defaultValues: { extraLines: String(data.extraLines) },
    validate: (values) => extraLinesErrors(values.extraLines),
    failureText: MESSAGES.callTrackingSave,
    onSubmit: async (values) => {
      const extraLines = extraLinesOf(values.extraLines);
      await setPoolSize(
        { input: { agentId, extraLines } },
        {
          save: {
            saving: 'Saving the pool size…',
            saved: `The pool has ${INCLUDED_LINES + extraLines} lines now`,
            failure: MESSAGES.callTrackingSave,
          },
        },
      ).then(() => form.reset({ extraLines: String(extraLines) }), onlyBadInput);
    },
  });

  const disable = () => {
    void disableCallTracking(
      { input: { agentId } },
      { save: { saving: 'Disabling call tracking…', saved: 'Call tracking was disabled', failure: MESSAGES.callTrackingDisable } },
    ).then(onChanged, () => undefined);
  };

  return (
    <Stack gap="3">
      <Text>{`Pool size: ${data.poolSize} lines (${INCLUDED_LINES} included, ${data.extraLines} additional)`}</Text>
      <Text color="fg.muted">
        {data.numbers.length
          ? `Numbers in area code ${data.areaCode ?? '—'}: ${data.numbers.map(formatPhone).join(', ')}`
          : 'No numbers yet: the agent can ask for an area code on their call tracking page.'}
      </Text>
      <Form
        form={form}
        label="Call tracking pool"
        submitLabel="Save pool size"
        busyLabel="Saving"
        secondary={
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Disable call tracking
          </Button>
        }
      >
        <ExtraLinesField form={form} />
      </Form>
      {confirming && (
        <ConfirmDialog
          title="Disable call tracking?"
          confirmLabel="Disable call tracking"
          cancelLabel="Keep call tracking"
          failureText={MESSAGES.callTrackingDisable}
          onConfirm={disable}
          onClose={() => setConfirming(false)}
        >
          <Text>The tracking numbers stop working and no new calls are recorded.</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
