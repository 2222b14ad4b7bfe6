import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DOMAIN_RULE_MESSAGES, PRODUCT_CATALOGUE } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import type { PricingPageQuery } from '../__generated__/PricingPageQuery.graphql';
import { purchasePath, transferPath } from '../domains/paths';
import { PARKED_REDIRECT_NOTE } from '../domains/priceText';
import type { PricingLoaderData } from './pricingLoader';
import { ProductCard } from './ProductCard';

/** ROUTE-029, DOM-016, DOM-017: what each domain type does and costs. */
export default function PricingPage() {
  const { queryRef } = useLoaderData() as PricingLoaderData;
  const { agentID = '' } = useParams();
  const { siteConfig } = usePreloadedQuery<PricingPageQuery>(
    graphql`
      query PricingPageQuery {
        siteConfig {
          domainTransactionsEnabled
        }
      }
    `,
    queryRef,
  );
  const enabled = siteConfig.domainTransactionsEnabled;
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
