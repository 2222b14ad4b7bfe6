import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackSave } from '../../saving/trackSave';
import { ModalDialog } from '../../widgets/ModalDialog';
import { Stepper } from '../../widgets/Stepper';
import { useSession } from '../useSession';
import { AgentSearchStep } from './AgentSearchStep';
import { applyViewAs } from './applyViewAs';
import { isInternalLocked } from './internalLock';
import { choiceFromForm, formFromChoice, VIEW_AS_WARNING, type ViewAsForm } from '../../relay/viewAsChoice';
import { readViewAs } from './viewAsStorage';
import { ViewAsUpdateStep } from './ViewAsUpdateStep';

function initialForm(): ViewAsForm {
  const form = formFromChoice(readViewAs());
  return isInternalLocked() ? { ...form, internal: false } : form;
}

/** AUTH-018..022: a non-linear stepper; the update step can be opened at once. Each opening starts afresh. */
export function ViewAsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <ViewAsDialogContent onClose={onClose} /> : null;
}

function ViewAsDialogContent({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(initialForm);
  const [idError, setIdError] = useState<string | null>(null);
  const locked = isInternalLocked();

  function run(choice: Parameters<typeof applyViewAs>[0]) {
    onClose();
    trackSave(applyViewAs(choice)).then(
      (next) => navigate(next.homePath),
      () => undefined, // the save-error dialog and the alert bar say what went wrong
    );
  }

  function apply() {
    const result = choiceFromForm(locked ? { ...form, internal: false } : form);
    if ('error' in result) {
      setIdError(result.error);
      setStep(1);
      return;
    }
    run(result.choice);
  }

  return (
    <ModalDialog
      onClose={onClose}
      title="View as user"
      size="lg"
      footer={
        <>
          {session.viewingAs && (
            <Button variant="outline" me="auto" onClick={() => run(null)}>
              Stop viewing as
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply</Button>
        </>
      }
    >
      <Alert.Root status="warning" mb="4">
        <Alert.Indicator />
        <Alert.Title>{VIEW_AS_WARNING}</Alert.Title>
      </Alert.Root>
      <Stepper
        linear={false}
        step={step}
        onStepChange={setStep}
        steps={[
          {
            title: 'Search',
            content: (
              <AgentSearchStep
                onPick={(associateId) => {
                  setForm({ ...form, id: associateId, userType: 'agent', internal: false });
                  setIdError(null);
                  setStep(1);
                }}
              />
            ),
          },
          {
            title: 'Update',
            content: <ViewAsUpdateStep form={form} onChange={setForm} idError={idError} internalLocked={locked} />,
          },
        ]}
      />
    </ModalDialog>
  );
}
