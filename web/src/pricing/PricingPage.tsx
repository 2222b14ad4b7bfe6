import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DOMAIN_RULE_MESSAGES, PRODUCT_CATALOGUE } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { PricingPageQuery } from '../__generated__/PricingPageQuery.graphql';
import { purchasePath, transferPath } from '../routes/domainPaths';
import { PARKED_REDIRECT_NOTE } from '../lib/priceText';
import type { PricingLoaderData } from './pricingLoader';
import { ProductCard } from './ProductCard';

/** ROUTE-029, DOM-016, DOM-017: what each domain type does and costs. */
export default function PricingPage() {
  const { queryRef } = useLoaderData() as PricingLoaderData;
  const { agentID = '' } = useParams();
  const { siteConfig, agent } = usePreloadedQuery<PricingPageQuery>(
    graphql`
      query PricingPageQuery($associateId: ID!) {
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
    queryRef,
  );
  const enabled = siteConfig.domainTransactionsEnabled;
  // DOM-006 (D-16): a type this agent may not buy now says why instead of leading to a form that refuses it.
  const unavailable = (type: string) => agent?.purchaseOptions.find((o) => o.productType === type && !o.allowed)?.reason ?? null;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Pricing
        </Heading>
        <Text>Every domain type is billed per month, in US dollars.</Text>
        <Text fontWeight="medium">{PARKED_REDIRECT_NOTE}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        {PRODUCT_CATALOGUE.map((product) => (
          <ProductCard
            key={product.type}
            product={product}
            buyPath={enabled ? `${purchasePath(agentID)}?type=${product.type}` : null}
            unavailableReason={unavailable(product.type)}
          />
        ))}
      </SimpleGrid>
      {enabled ? (
        <Flex gap="3" align="center" wrap="wrap">
          <Text>Already own a domain elsewhere?</Text>
          <Button asChild variant="outline">
            <RouterLink to={transferPath(agentID)}>Transfer a domain</RouterLink>
          </Button>
        </Flex>
      ) : (
        <Text color="fg.muted">{DOMAIN_RULE_MESSAGES.transactionsDisabled}</Text>
      )}
    </Stack>
  );
}
