import { monthlyPriceText } from '../lib/priceText';
import { productTypeLabel } from '../lib/format';
import { ChoiceCardsField } from '../widgets/ChoiceCardsField';

export interface ProductTypeOption {
  readonly productType: string;
  readonly monthlyPrice: number;
  readonly allowed: boolean;
  readonly reason: string | null | undefined;
}

/** Product types as radio cards with their price; types the rules do not offer are disabled with the reason. */
export function ProductTypeCards({
  name,
  label,
  options,
}: {
  /** The form field that holds the chosen type. */
  name: string;
  label: string;
  options: readonly ProductTypeOption[];
}) {
  return (
    <ChoiceCardsField
      name={name}
      label={label}
      choices={options.map((option) => ({
        value: option.productType,
        label: productTypeLabel(option.productType),
        description: monthlyPriceText(option.monthlyPrice),
        reason: option.reason,
        disabled: !option.allowed,
      }))}
    />
  );
}
