import { Button, Stack, Text } from '@chakra-ui/react';
import { DOMAIN_RULE_MESSAGES } from '@portal/rules';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ChangeTypeDialog_domain$key } from '../__generated__/ChangeTypeDialog_domain.graphql';
import { ModalDialog } from '../widgets/ModalDialog';
import { ProductTypeCards } from './ProductTypeCards';

/** DOM-006, DOM-007: pick the new product type; types the rules do not offer (intern: M1, M2) are disabled. */
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
        productLabel
        changeOptions {
          productType
          label
          monthlyPrice
          allowed
          reason
        }
      }
    `,
    domain,
  );
  const formId = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) {
      setError(DOMAIN_RULE_MESSAGES.productType);
      return;
    }
    onSubmit(choice);
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={`Change the type of ${data.domainName}`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep {data.productLabel}
          </Button>
          <Button type="submit" form={formId}>
            Change type
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text>{`It is ${data.productLabel} now.`}</Text>
          <ProductTypeCards
            label="New type"
            options={data.changeOptions}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setError(undefined);
            }}
            error={error}
          />
        </Stack>
      </form>
    </ModalDialog>
  );
}
