import { Alert, Button, CloseButton, Dialog, Portal, Steps } from '@chakra-ui/react';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackSave } from '../../saving/trackSave';
import { useSession } from '../useSession';
import { AgentSearchStep } from './AgentSearchStep';
import { applyViewAs } from './applyViewAs';
import { isInternalLocked } from './internalLock';
import { choiceFromForm, formFromChoice, VIEW_AS_WARNING, type ViewAsForm } from './viewAsChoice';
import { readViewAs } from './viewAsStorage';
import { ViewAsUpdateStep } from './ViewAsUpdateStep';

const STEPS = [
  { title: 'Search', description: 'Find an agent' },
  { title: 'Update', description: 'Set the user' },
];

/**
 * A step item without aria-current: the items sit inside the steps' tablist, where an element with an ARIA attribute
 * is not an allowed child (axe aria-required-children). The current step is still told by the tab's aria-selected.
 */
const StepItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function StepItem(
  { 'aria-current': _current, ...rest },
  ref,
) {
  return <div ref={ref} {...rest} />;
});

function initialForm(): ViewAsForm {
  const form = formFromChoice(readViewAs());
  return isInternalLocked() ? { ...form, internal: false } : form;
}

/** AUTH-018..022: a non-linear stepper; the update step can be opened at once. */
export function ViewAsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(initialForm);
  const [idError, setIdError] = useState<string | null>(null);
  const locked = isInternalLocked();

  function reset() {
    setStep(0);
    setForm(initialForm());
    setIdError(null);
  }

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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={reset}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>View as user</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Alert.Root status="warning" mb="4">
                <Alert.Indicator />
                <Alert.Title>{VIEW_AS_WARNING}</Alert.Title>
              </Alert.Root>
              <Steps.Root count={STEPS.length} step={step} onStepChange={(e) => setStep(e.step)} linear={false} size="sm">
                <Steps.List>
                  {STEPS.map((s, index) => (
                    <Steps.Item key={s.title} index={index} asChild>
                      <StepItem>
                        <Steps.Trigger>
                          <Steps.Indicator />
                          <Steps.Title>{s.title}</Steps.Title>
                        </Steps.Trigger>
                        <Steps.Separator />
                      </StepItem>
                    </Steps.Item>
                  ))}
                </Steps.List>
                <Steps.Content index={0}>
                  <AgentSearchStep
                    onPick={(associateId) => {
                      setForm({ ...form, id: associateId, userType: 'agent', internal: false });
                      setIdError(null);
                      setStep(1);
                    }}
                  />
                </Steps.Content>
                <Steps.Content index={1}>
                  <ViewAsUpdateStep form={form} onChange={setForm} idError={idError} internalLocked={locked} />
                </Steps.Content>
              </Steps.Root>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {session.viewingAs && (
                <Button variant="outline" me="auto" onClick={() => run(null)}>
                  Stop viewing as
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button onClick={apply}>Apply</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
