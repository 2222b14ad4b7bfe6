import { Button, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { EXTRA_LINES_MAX, EXTRA_LINES_MIN, INCLUDED_LINES, validateExtraLines } from '@portal/rules';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { callTrackingMutationsCreateMutation } from '../__generated__/callTrackingMutationsCreateMutation.graphql';
import type { callTrackingMutationsDisableMutation } from '../__generated__/callTrackingMutationsDisableMutation.graphql';
import type { callTrackingMutationsPoolSizeMutation } from '../__generated__/callTrackingMutationsPoolSizeMutation.graphql';
import { ModalDialog } from '../widgets/ModalDialog';
import { mutate } from '../relay/mutate';
import { trackSave } from '../saving';
import { createCallTrackingMutation, disableCallTrackingMutation, setPoolSizeMutation } from './callTrackingMutations';

const EXTRA_CHOICES = Array.from({ length: EXTRA_LINES_MAX - EXTRA_LINES_MIN + 1 }, (_, i) => EXTRA_LINES_MIN + i);

function ExtraLinesSelect({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <Field.Root w="auto">
      <Field.Label>Additional lines</Field.Label>
      <NativeSelect.Root size="sm" w="24">
        <NativeSelect.Field value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          {EXTRA_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{`On top of the ${INCLUDED_LINES} included lines.`}</Field.HelperText>
    </Field.Root>
  );
}

/** Decision D-43: pool size, create and disable are for internal provider staff only (ADMIN-030..032). */
export function StaffActions({ agentId, extraLines }: { agentId: string; extraLines: number | null }) {
  const environment = useRelayEnvironment();
  const revalidator = useRevalidator();
  const [extra, setExtra] = useState(extraLines ?? 0);
  const [confirming, setConfirming] = useState(false);
  const hasAccount = extraLines !== null;

  const reload = () => revalidator.revalidate();

  const savePool = () => {
    if (Object.keys(validateExtraLines(extra)).length) return;
    trackSave(mutate<callTrackingMutationsPoolSizeMutation>(environment, setPoolSizeMutation, { input: { agentId, extraLines: extra } }), {
      saving: 'Saving the pool size…',
      saved: `The pool has ${INCLUDED_LINES + extra} lines now`,
    }).catch(() => undefined);
  };

  const create = () => {
    trackSave(
      mutate<callTrackingMutationsCreateMutation>(environment, createCallTrackingMutation, { input: { agentId, extraLines: extra } }),
      { saving: 'Creating call tracking…', saved: 'Call tracking was created' },
    ).then(reload, () => undefined);
  };

  const disable = () => {
    setConfirming(false);
    trackSave(mutate<callTrackingMutationsDisableMutation>(environment, disableCallTrackingMutation, { input: { agentId } }), {
      saving: 'Disabling call tracking…',
      saved: 'Call tracking was disabled',
    }).then(reload, () => undefined);
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="ct-staff-heading" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="ct-staff-heading">
        Provider staff
      </Heading>
      <Text color="fg.muted">Only provider staff see these controls.</Text>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <ExtraLinesSelect value={extra} onChange={setExtra} />
        {hasAccount ? (
          <>
            <Button variant="outline" onClick={savePool}>
              Save pool size
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              Disable call tracking
            </Button>
          </>
        ) : (
          <Button onClick={create}>Create call tracking</Button>
        )}
      </Flex>
      {confirming && (
        <ModalDialog
          open
          role="alertdialog"
          onClose={() => setConfirming(false)}
          title="Disable call tracking?"
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Keep call tracking
              </Button>
              <Button colorPalette="red" onClick={disable}>
                Disable call tracking
              </Button>
            </>
          }
        >
          <Text>The tracking numbers stop working and no new calls are recorded.</Text>
        </ModalDialog>
      )}
    </Stack>
  );
}
