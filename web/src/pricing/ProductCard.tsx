import { Button, Card, Heading, List, Span, Stack, Text } from '@chakra-ui/react';
import type { Product } from '../lib/productCatalogue';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** One entry of the catalogue (DOM-016): title, subtitle, price, features and notes. */
export function ProductCard({
  product,
  buyPath,
  unavailableReason = null,
}: {
  product: Product;
  buyPath: string | null;
  /** Why this agent may not buy the type now (DOM-006); the button is then disabled and says so. */
  unavailableReason?: string | null;
}) {
  const headingId = useId();
  const reasonId = useId();
  return (
    <Card.Root as="article" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="xl" id={headingId}>
          {product.title}
        </Heading>
        <Text color="fg.muted">{product.subtitle}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text>
            <Span fontSize="3xl" fontWeight="bold">{`$${product.monthlyPrice}`}</Span> per month
          </Text>
          <List.Root gap="1" ps="5">
            {product.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List.Root>
          {product.notes.map((note) => (
            <Text key={note} fontSize="sm" color="fg.muted">
              {note}
            </Text>
          ))}
        </Stack>
      </Card.Body>
      {buyPath && (
        <Card.Footer>
          {unavailableReason ? (
            <Stack gap="2" w="full">
              <Button w="full" disabled aria-describedby={reasonId}>
                {`Buy ${product.title}`}
              </Button>
              <Text id={reasonId} fontSize="sm" color="fg.muted">
                {unavailableReason}
              </Text>
            </Stack>
          ) : (
            <Button asChild w="full">
              <RouterLink to={buyPath}>{`Buy ${product.title}`}</RouterLink>
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
