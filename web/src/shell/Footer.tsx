import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '../lib/portalFacts';
import { Link as RouterLink } from 'react-router-dom';
import { PaymentCards } from './PaymentCards';
import { SupportLinks } from './SupportLinks';
import { PATHS } from '../routes/paths';

/** SHELL-001: support contacts, the legal pages and the accepted cards. */
export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle">
      <Flex px="4" py="4" gap="4" wrap="wrap" fontSize="sm" align="center">
        <Flex gap="3" wrap="wrap" align="center">
          <Text>{PRODUCT_NAME} support:</Text>
          <SupportLinks />
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Link asChild>
            <RouterLink to={PATHS.terms.href()}>Terms of Service</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to={PATHS.privacy.href()}>Privacy Policy</RouterLink>
          </Link>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap" ms={{ md: 'auto' }}>
          <Text>We accept</Text>
          <PaymentCards />
        </Flex>
      </Flex>
    </Box>
  );
}
