import { Card, Input, Text } from '@chakra-ui/react';
import { isProductType, MESSAGES, validateDomainOrder, type ProductType } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { DomainOrderForm_agent$key } from '../__generated__/DomainOrderForm_agent.graphql';
import { productTypeLabel } from '../lib/format';
import { monthlyPriceText, PARKED_REDIRECT_NOTE } from '../lib/priceText';
import { Form } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import type { DomainsPageState } from './DomainsPage';
import { usePurchaseDomain, useTransferDomain } from './mutations';
import { ProductTypeCards } from './ProductTypeCards';
import { PATHS } from '../routes/paths';

interface OrderValues {
  name: string;
  productType: string | null;
  authCode: string;
}

/** The gateway's names for the order's fields, as the form (and validateDomainOrder) names them. */
const ORDER_FIELD_NAMES = { domainName: 'name' };

/** DOM-004, DOM-005, VALID-023, VALID-024: a purchase or a transfer, checked with the rules the gateway applies. */
export function DomainOrderForm({
  agent,
  isTransfer,
  initialType,
}: {
  agent: DomainOrderForm_agent$key;
  isTransfer: boolean;
  initialType: string | null;
}) {
  const data = useFragment(
    graphql`
      fragment DomainOrderForm_agent on Agent {
        associateId
        isAgentIntern
        purchaseOptions {
          productType
          monthlyPrice
          allowed
          reason
        }
        domains {
          edges {
            node {
              productType
              isCancelled
            }
          }
        }
      }
    `,
    agent,
  );
  const navigate = useNavigate();
  const [purchaseDomain] = usePurchaseDomain();
  const [transferDomain] = useTransferDomain();
  const agentId = data.associateId;
  const owned = (data.domains?.edges ?? []).flatMap(({ node }) =>
    isProductType(node.productType) ? [{ productType: node.productType, isCancelled: node.isCancelled }] : [],
  );
  const allowedInitial = data.purchaseOptions.find((o) => o.productType === initialType && o.allowed);

  const form = useKitForm<OrderValues>({
    defaultValues: { name: '', productType: allowedInitial?.productType ?? null, authCode: '' },
    validate: ({ name, productType, authCode }) =>
      validateDomainOrder(
        { name: name.trim(), productType: productType ?? '', isTransfer, authCode },
        data.isAgentIntern,
        owned,
      ),
    // ERR-035 names the domain as the gateway would have (decision D-09: a purchase uses the same words).
    failureText: ({ name }) =>
      isTransfer ? MESSAGES.domainTransfer(name.trim().toLowerCase()) : MESSAGES.domainPurchase(name.trim().toLowerCase()),
    serverFields: ORDER_FIELD_NAMES,
    onSubmit: async ({ name, productType, authCode }) => {
      const domainName = name.trim();
      const type = productType as ProductType;
      const notice = isTransfer
        ? await transferDomain({
            input: { agentId, domainName, productType: type, authCode: authCode.trim() },
          }).then((r) => `The transfer of ${r.transferDomain.domain.domainName} has started.`)
        : await purchaseDomain({ input: { agentId, domainName, productType: type } }).then(
            (r) => `${r.purchaseDomain.domain.domainName} was ordered. It becomes active once it is set up.`,
          );
      navigate(PATHS.domains.href({ agentID: agentId }), { state: { notice } satisfies DomainsPageState });
    },
  });

  const chosen = data.purchaseOptions.find((o) => o.productType === form.watch('productType'));
  return (
    <Card.Root>
      <Card.Body>
        <Form
          form={form}
          label={isTransfer ? 'Transfer form' : 'Purchase form'}
          submitLabel={isTransfer ? 'Transfer domain' : 'Buy domain'}
          busyLabel={isTransfer ? 'Starting the transfer' : 'Ordering'}
          secondary={
            chosen && (
              <Text alignSelf="center">{`${productTypeLabel(chosen.productType)}: ${monthlyPriceText(chosen.monthlyPrice)}`}</Text>
            )
          }
        >
          <FormField
            name="name"
            label="Domain name"
            required
            helperText={isTransfer ? 'The domain you own at another registrar.' : 'The name you want to register.'}
          >
            <Input
              {...form.register('name')}
              placeholder="myagency.com"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </FormField>
          <ProductTypeCards name="productType" label="Domain type" options={data.purchaseOptions} />
          {isTransfer && (
            <FormField
              name="authCode"
              label="Authorization code"
              required
              helperText="Your current registrar gives you this code."
            >
              <Input {...form.register('authCode')} autoComplete="off" />
            </FormField>
          )}
          <Text color="fg.muted" fontSize="sm">
            {PARKED_REDIRECT_NOTE}
          </Text>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
