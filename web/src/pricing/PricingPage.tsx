import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DOMAIN_RULE_MESSAGES } from '@portal/rules';
import { PRODUCT_CATALOGUE } from '../lib/productCatalogue';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PricingPage_query$key } from '../__generated__/PricingPage_query.graphql';
import { PARKED_REDIRECT_NOTE } from '../lib/priceText';
import { PageHeader } from '../widgets/PageHeader';
import { usePricingPageData } from './loaders';
import { ProductCard } from './ProductCard';
import { PATHS } from '../routes/paths';

/** ROUTE-029, DOM-016, DOM-017: what each domain type does and costs. */
export default function PricingPage() {
  return <PricingContent query={usePricingPageData()} />;
}

function PricingContent({ query }: { query: PricingPage_query$key }) {
  const { agentID = '' } = useParams();
  const { siteConfig, agent } = useFragment(
    graphql`
      fragment PricingPage_query on Query @throwOnFieldError @argumentDefinitions(associateId: { type: "ID!" }) {
        siteConfig {
          domainTransactionsEnabled
        }
        agent(associateId: $associateId) {
          purchaseOptions {
            productType
            allowed
            reason
          }
        }
      }
    `,
    query,
  );
  const enabled = siteConfig.domainTransactionsEnabled;
  // DOM-006 (D-16): a type this agent may not buy now says why instead of leading to a form that refuses it.
  const unavailable = (type: string) => agent?.purchaseOptions.find((o) => o.productType === type && !o.allowed)?.reason ?? null;
  return (
    <Stack gap="6">
      <PageHeader title="Pricing" description="Every domain type is billed per month, in US dollars." />
      <Text fontWeight="medium">{PARKED_REDIRECT_NOTE}</Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {PRODUCT_CATALOGUE.map((product) => (
          <ProductCard
            key={product.type}
            product={product}
            buyPath={enabled ? `${PATHS.purchase.href({ agentID })}?type=${product.type}` : null}
            unavailableReason={unavailable(product.type)}
          />
        ))}
      </SimpleGrid>
      {enabled ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Text>Already own a domain elsewhere?</Text>
          <Button asChild variant="outline">
            <RouterLink to={PATHS.transfer.href({ agentID })}>Transfer a domain</RouterLink>
          </Button>
        </Flex>
      ) : (
        <Text color="fg.muted">{DOMAIN_RULE_MESSAGES.transactionsDisabled}</Text>
      )}
    </Stack>
  );
}
