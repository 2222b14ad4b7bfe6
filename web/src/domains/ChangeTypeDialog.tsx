import { Text } from '@chakra-ui/react';
import { DOMAIN_RULE_MESSAGES, MESSAGES, type FieldErrors } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChangeTypeDialog_domain$key } from '../__generated__/ChangeTypeDialog_domain.graphql';
import { productTypeLabel } from '../lib/format';
import { FormDialog } from '../widgets/FormDialog';
import { useKitForm } from '../widgets/useKitForm';
import { ProductTypeCards } from './ProductTypeCards';

interface ChangeTypeValues {
  productType: string | null;
}

/**
 * DOM-006, DOM-007: pick the new product type; types the rules do not offer (intern: M1, M2) are disabled. The change
 * itself runs after the dialog closed, reported by the page's indicator (DOM-008).
 */
export function ChangeTypeDialog({
  domain,
  onClose,
  onSubmit,
}: {
  domain: ChangeTypeDialog_domain$key;
  onClose: () => void;
  onSubmit: (productType: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment ChangeTypeDialog_domain on Domain {
        domainName
        productType
        changeOptions {
          productType
          monthlyPrice
          allowed
          reason
        }
      }
    `,
    domain,
  );
  const current = productTypeLabel(data.productType);
  const form = useKitForm<ChangeTypeValues>({
    defaultValues: { productType: null },
    validate: ({ productType }): FieldErrors => (productType ? {} : { productType: [DOMAIN_RULE_MESSAGES.productType] }),
    failureText: MESSAGES.domainChange,
    onSubmit: ({ productType }) => {
      if (productType) onSubmit(productType);
    },
  });
  return (
    <FormDialog
      form={form}
      title={`Change the type of ${data.domainName}`}
      submitLabel="Change type"
      cancelLabel={`Keep ${current}`}
      onClose={onClose}
      size="lg"
    >
      <Text>{`It is ${current} now.`}</Text>
      <ProductTypeCards name="productType" label="New type" options={data.changeOptions} />
    </FormDialog>
  );
}
