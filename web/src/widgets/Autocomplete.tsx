import { Box, Field, Input, Text } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AutocompleteProps<T> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** null: nothing searched yet (the list stays closed). */
  options: readonly T[] | null;
  optionKey(option: T): string;
  renderOption(option: T): ReactNode;
  onSelect(option: T): void;
  /** Read out politely: "Searching…", "3 agents found". */
  status?: string;
  placeholder?: string;
  helperText?: string;
}

/**
 * SHELL-036: a text box with a list of suggestions (ARIA 1.2 combobox). Arrow keys move through the suggestions,
 * Enter picks one, Escape closes the list; a click picks too.
 */
export function Autocomplete<T>({
  label,
  value,
  onValueChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  status = '',
  placeholder,
  helperText,
}: AutocompleteProps<T>) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const open = !closed && options !== null && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (option: T) => {
    setClosed(true);
    setActive(-1);
    onSelect(option);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!options || options.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setClosed(false);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setClosed(true);
    }
  };

  return (
    <Box position="relative">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(e) => {
            setClosed(false);
            setActive(-1);
            onValueChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      </Field.Root>
      <Text role="status" fontSize="sm" color="fg.muted" minH="1lh" mt="1">
        {status}
      </Text>
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!open}
        listStyleType="none"
        borderWidth="1px"
        rounded="md"
        mt="1"
        py="1"
        maxH="64"
        overflowY="auto"
        bg="bg.panel"
      >
        {(options ?? []).map((option, index) => (
          <Box
            as="li"
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.emphasized' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // mousedown, so the input keeps focus and the pick happens before any blur
            onMouseDown={(e) => {
              e.preventDefault();
              pick(option);
            }}
          >
            {renderOption(option)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
