import { Combobox, createListCollection, Field, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';

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
 * SHELL-036: a text box with a list of suggestions, on Chakra's Combobox (ARIA 1.2 combobox, decision D-78). The
 * caller searches (the options come from the server); arrow keys move through the suggestions, Enter or a click
 * picks one, Escape closes the list, and the typed text stays as it was.
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
  const [wanted, setWanted] = useState(true);
  const collection = useMemo(
    () => createListCollection({ items: [...(options ?? [])], itemToValue: optionKey, itemToString: optionKey }),
    [options, optionKey],
  );
  const open = wanted && collection.size > 0;

  return (
    <Field.Root>
      <Combobox.Root
      collection={collection}
      inputValue={value}
      onInputValueChange={(details) => {
        if (details.reason !== 'input-change') return;
        setWanted(true);
        onValueChange(details.inputValue);
      }}
      open={open}
      onOpenChange={(details) => setWanted(details.open)}
      onValueChange={(details) => {
        const picked = details.items[0];
        setWanted(false);
        if (picked !== undefined) onSelect(picked as T);
      }}
      value={[]}
      selectionBehavior="preserve"
      openOnClick
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder} />
      </Combobox.Control>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Text role="status" fontSize="sm" color="fg.muted" minH="1lh" mt="1">
        {status}
      </Text>
      <Combobox.Positioner>
        <Combobox.Content>
          {collection.items.map((option) => (
            <Combobox.Item key={optionKey(option as T)} item={option}>
              <Combobox.ItemText>{renderOption(option as T)}</Combobox.ItemText>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
    </Field.Root>
  );
}
