import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { type ProductType } from '@portal/rules';
import { PRODUCT_CATALOGUE } from '../lib/productCatalogue';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../auth/useSession';
import { LOGIN_PATH } from '../auth/redirects';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { PATHS } from '../routes/paths';

function pricingLink(session: ReturnType<typeof useSession>): { to: string; label: string } {
  if (session.associateId) return { to: PATHS.pricing.href({ agentID: session.associateId }), label: 'See pricing' };
  if (!session.authenticated) return { to: LOGIN_PATH, label: 'Log in to see pricing' };
  return { to: session.homePath, label: 'Go to the home page' };
}

/** ROUTE-014, ROUTE-015: what an M1 or M2 website is, from the product catalogue, and where to order it. */
export function ProductPage({ type }: { type: ProductType }) {
  const session = useSession();
  const product = requirePageData(PRODUCT_CATALOGUE.find((p) => p.type === type));
  const link = pricingLink(session);
  return (
    <Stack gap="6" align="flex-start" maxW="3xl">
      <PageHeader title={`${product.title} websites`} description={product.subtitle} />
      <Stack as="section" gap="2" aria-labelledby="features-heading">
        <Heading as="h2" size="lg" id="features-heading">
          What you get
        </Heading>
        <List.Root ps="5">
          {product.features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List.Root>
      </Stack>
      {product.notes.length > 0 && (
        <Stack as="section" gap="2" aria-labelledby="notes-heading">
          <Heading as="h2" size="lg" id="notes-heading">
            Good to know
          </Heading>
          <List.Root ps="5">
            {product.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Text fontWeight="medium">{`$${product.monthlyPrice} per month`}</Text>
      <Button asChild>
        <RouterLink to={link.to}>{link.label}</RouterLink>
      </Button>
    </Stack>
  );
}
