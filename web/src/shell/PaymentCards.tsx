import { Badge, Flex } from '@chakra-ui/react';
import { ACCEPTED_CARDS } from '../lib/portalFacts';

/** SHELL-001: the accepted payment cards, as named badges (nothing is loaded from a CDN). */
export function PaymentCards() {
  return (
    <Flex as="ul" aria-label="Accepted payment cards" gap="2" wrap="wrap" listStyleType="none">
      {ACCEPTED_CARDS.map((card) => (
        <li key={card}>
          <Badge variant="outline" size="md">
            {card}
          </Badge>
        </li>
      ))}
    </Flex>
  );
}
