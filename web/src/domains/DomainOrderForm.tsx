import { Button, Card, Field, Input, Stack, Text } from '@chakra-ui/react';
import { isProductType, MESSAGES, validateDomainOrder, type FieldErrors, type ProductType } from '@portal/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { DomainOrderForm_agent$key } from '../__generated__/DomainOrderForm_agent.graphql';
import type { DomainOrderFormPurchaseMutation } from '../__generated__/DomainOrderFormPurchaseMutation.graphql';
import type { DomainOrderFormTransferMutation } from '../__generated__/DomainOrderFormTransferMutation.graphql';
import type { DomainsPageState } from './DomainsPage';
import { firstError, formFailureOf } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import { domainsPath } from '../routes/domainPaths';
import { monthlyPriceText, PARKED_REDIRECT_NOTE } from '../lib/priceText';
import { ProductTypeCards } from './ProductTypeCards';

const purchaseMutation = graphql`
  mutation DomainOrderFormPurchaseMutation($input: PurchaseDomainInput!) {
    purchaseDomain(input: $input) {
      domain {
        domainName
      }
      agent {
        ...DomainTable_agent
        ...DomainOrderForm_agent
      }
    }
  }
`;

const transferMutation = graphql`
  mutation DomainOrderFormTransferMutation($input: TransferDomainInput!) {
    transferDomain(input: $input) {
      domain {
        domainName
      }
      agent {
        ...DomainTable_agent
        ...DomainOrderForm_agent
      }
    }
  }
`;

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
          label
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
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const allowedInitial = data.purchaseOptions.find((o) => o.productType === initialType && o.allowed);
  const [name, setName] = useState('');
  const [productType, setProductType] = useState<string | null>(allowedInitial?.productType ?? null);
  const [authCode, setAuthCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const owned = (data.domains?.edges ?? []).flatMap(({ node }) =>
      isProductType(node.productType) ? [{ productType: node.productType, isCancelled: node.isCancelled }] : [],
    );
    const input = { name: name.trim(), productType: productType ?? '', isTransfer, authCode };
    const invalid = validateDomainOrder(input, data.isAgentIntern, owned);
    setErrors(invalid);
    setFailure(null);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    const agentId = data.associateId;
    const type = input.productType as ProductType;
    try {
      const notice = isTransfer
        ? await mutate<DomainOrderFormTransferMutation>(environment, transferMutation, {
            input: { agentId, domainName: input.name, productType: type, authCode: authCode.trim() },
          }).then((r) => `The transfer of ${r.transferDomain.domain.domainName} has started.`)
        : await mutate<DomainOrderFormPurchaseMutation>(environment, purchaseMutation, {
            input: { agentId, domainName: input.name, productType: type },
          }).then((r) => `${r.purchaseDomain.domain.domainName} was ordered. It becomes active once it is set up.`);
      navigate(domainsPath(agentId), { state: { notice } satisfies DomainsPageState });
    } catch (e) {
      const name = input.name.trim().toLowerCase();
      const fallback = isTransfer ? MESSAGES.domainTransfer(name) : MESSAGES.domainPurchase(name);
      const result = formFailureOf(e, fallback, ORDER_FIELD_NAMES);
      setErrors(result.fields);
      setFailure(result.message);
      setBusy(false);
    }
  };

  const chosen = data.purchaseOptions.find((o) => o.productType === productType);
  return (
    <Card.Root as="section" aria-label={isTransfer ? 'Transfer form' : 'Purchase form'}>
      <Card.Body>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="6">
            <Field.Root invalid={!!firstError(errors, 'name')} required>
              <Field.Label>Domain name</Field.Label>
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder="myagency.com"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
              {firstError(errors, 'name') ? (
                <Field.ErrorText>{firstError(errors, 'name')}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {isTransfer ? 'The domain you own at another registrar.' : 'The name you want to register.'}
                </Field.HelperText>
              )}
            </Field.Root>
            <ProductTypeCards
              label="Domain type"
              options={data.purchaseOptions}
              value={productType}
              onChange={(value) => {
                setProductType(value);
                setErrors(({ productType: _, ...rest }) => rest);
              }}
              error={firstError(errors, 'productType')}
            />
            {isTransfer && (
              <Field.Root invalid={!!firstError(errors, 'authCode')} required>
                <Field.Label>Authorization code</Field.Label>
                <Input value={authCode} onChange={(e) => setAuthCode(e.target.value)} autoComplete="off" />
                {firstError(errors, 'authCode') ? (
                  <Field.ErrorText>{firstError(errors, 'authCode')}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Your current registrar gives you this code.</Field.HelperText>
                )}
              </Field.Root>
            )}
            <Text color="fg.muted" fontSize="sm">
              {PARKED_REDIRECT_NOTE}
            </Text>
            {failure && (
              <Text color="fg.error" role="alert">
                {failure}
              </Text>
            )}
            <Stack direction="row" gap="3" align="center" wrap="wrap">
              <Button type="submit" loading={busy} loadingText={isTransfer ? 'Starting the transfer' : 'Ordering'}>
                {isTransfer ? 'Transfer domain' : 'Buy domain'}
              </Button>
              {chosen && <Text>{`${chosen.label}: ${monthlyPriceText(chosen.monthlyPrice)}`}</Text>}
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
