import { Field, RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { monthlyPriceText } from '../lib/priceText';

export interface ProductTypeOption {
  readonly productType: string;
  readonly label: string;
  readonly monthlyPrice: number;
  readonly allowed: boolean;
  readonly reason: string | null | undefined;
}

/** Product types as radio cards with their price; types the rules do not offer are disabled with the reason. */
export function ProductTypeCards({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly ProductTypeOption[];
  value: string | null;
  onChange: (productType: string) => void;
  error?: string;
}) {
  return (
    <Field.Root invalid={!!error}>
      <RadioCard.Root
        value={value}
        onValueChange={(details) => details.value && onChange(details.value)}
        orientation="vertical"
        align="start"
        w="full"
      >
        <RadioCard.Label fontSize="sm" fontWeight="medium">
          {label}
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {options.map((option) => (
            <RadioCard.Item key={option.productType} value={option.productType} disabled={!option.allowed}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{monthlyPriceText(option.monthlyPrice)}</RadioCard.ItemDescription>
                  {!option.allowed && option.reason && (
                    <Text fontSize="sm" color="fg.muted">
                      {option.reason}
                    </Text>
                  )}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
