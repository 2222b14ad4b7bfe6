import { Button, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { useDisableScheduler } from './mutations';
import { schedulerHref } from '../routes/paths';

/** What the pitch page is told after a cancel (SCHED-004). */
export interface PitchPageState {
  justCanceled?: boolean;
}

/** SCHED-004: cancel the subscription after a confirmation; back to the pitch page. ERR-016 is repeated inside. */
export function CancelSubscription({ agentId }: { agentId: string }) {
  const navigate = useNavigate();
  const [disable] = useDisableScheduler();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    const response = await disable({ input: { agentId } });
    const state: PitchPageState = { justCanceled: response.disableScheduler.subscription.justCanceled };
    navigate(schedulerHref(agentId), { state });
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
        Cancel subscription
      </Button>
      {open && (
        <ConfirmDialog
          title="Cancel your scheduler subscription?"
          confirmLabel="Cancel subscription"
          cancelLabel="Keep subscription"
          failureText={MESSAGES.schedCancel}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        >
          <Text>
            Clients can no longer book appointments with you. Your schedules and appointments are kept, so they are
            back if you enable the scheduler again.
          </Text>
        </ConfirmDialog>
      )}
    </>
  );
}
