import { Button, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { subscriptionMutationsDisableMutation as DisableMutation } from '../__generated__/subscriptionMutationsDisableMutation.graphql';
import { ModalDialog } from '../widgets/ModalDialog';
import { formFailureOf } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import { schedulerPath } from './paths';
import { schedulerSaves } from './saveIndicator';
import { disableSchedulerMutation } from './subscriptionMutations';

/** What the pitch page is told after a cancel (SCHED-004). */
export interface PitchPageState {
  justCanceled?: boolean;
}

/** SCHED-004: cancel the subscription after a confirmation; back to the pitch page. */
export function CancelSubscription({ agentId }: { agentId: string }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = () => {
    setBusy(true);
    setFailure(null);
    schedulerSaves
      .track(mutate<DisableMutation>(environment, disableSchedulerMutation, { input: { agentId } }))
      .then(
        (response) => {
          setBusy(false);
          setOpen(false);
          const state: PitchPageState = { justCanceled: response.disableScheduler.subscription.justCanceled };
          navigate(schedulerPath(agentId), { state });
        },
        (error: unknown) => {
          setBusy(false);
          setFailure(formFailureOf(error, MESSAGES.schedCancel).message);
        },
      );
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
        Cancel subscription
      </Button>
      <ModalDialog
        open={open}
        role="alertdialog"
        onClose={close}
        title="Cancel your scheduler subscription?"
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Keep subscription
            </Button>
            <Button colorPalette="red" onClick={confirm} loading={busy} loadingText="Canceling">
              Cancel subscription
            </Button>
          </>
        }
      >
        <Text>
          Clients can no longer book appointments with you. Your schedules and appointments are kept, so they are
          back if you enable the scheduler again.
        </Text>
        {failure && (
          <Text color="fg.error" role="alert" mt="3">
            {failure}
          </Text>
        )}
      </ModalDialog>
    </>
  );
}
