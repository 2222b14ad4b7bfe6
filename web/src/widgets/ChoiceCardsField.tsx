import { Field, RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';

interface Choice {
  value: string;
  label: ReactNode;
  /** A second line (a price, a state). */
  description?: ReactNode;
  /** Why the choice is not offered; shown under it while it is disabled. */
  reason?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceCardsFieldProps {
  /** The field's name in its form (a string, or null while nothing is chosen). */
  name: string;
  /** The group's accessible name. */
  label: string;
  choices: readonly Choice[];
  /** Cards side by side from the sm breakpoint; 1 keeps one card per line. */
  columns?: 1 | 2;
}

/**
 * A kit form's one-of-several choice as radio cards: the group is labelled, a disabled choice says why, and the
 * field's error (rules or gateway) shows under the group; a failed submit focuses the first choice that can be taken.
 */
export function ChoiceCardsField({ name, label, choices, columns = 2 }: ChoiceCardsFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const errorId = useId();
  const message = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(message)}>
      <RadioCard.Root
        name={field.name}
        value={(field.value as string | null) ?? null}
        onValueChange={(details) => details.value && field.onChange(details.value)}
        orientation="vertical"
        align="start"
        w="full"
        aria-describedby={message ? errorId : undefined}
        ref={(element: HTMLDivElement | null) =>
          field.ref(
            element && {
              focus: () => element.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus(),
            },
          )
        }
      >
        <RadioCard.Label fontSize="sm" fontWeight="medium">
          {label}
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: columns }} gap="3">
          {choices.map((choice) => (
            <RadioCard.Item key={choice.value} value={choice.value} disabled={choice.disabled}>
              <RadioCard.ItemHiddenInput onBlur={field.onBlur} />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{choice.label}</RadioCard.ItemText>
                  {choice.description && <RadioCard.ItemDescription>{choice.description}</RadioCard.ItemDescription>}
                  {choice.disabled && choice.reason && (
                    <Text fontSize="sm" color="fg.muted">
                      {choice.reason}
                    </Text>
                  )}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {message && <Field.ErrorText id={errorId}>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
