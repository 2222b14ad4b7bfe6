import { Steps } from '@chakra-ui/react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

export interface Step {
  title: string;
  content: ReactNode;
}

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

/** SHELL-036: the generic stepper. Non-linear steppers let the user open any step at once (AUTH-019). */
export function Stepper({
  steps,
  step,
  onStepChange,
  linear = true,
}: {
  steps: readonly Step[];
  step: number;
  onStepChange(step: number): void;
  linear?: boolean;
}) {
  return (
    <Steps.Root count={steps.length} step={step} onStepChange={(e) => onStepChange(e.step)} linear={linear} size="sm">
      <Steps.List>
        {steps.map((s, index) => (
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
      {steps.map((s, index) => (
        <Steps.Content key={s.title} index={index}>
          {s.content}
        </Steps.Content>
      ))}
    </Steps.Root>
  );
}
