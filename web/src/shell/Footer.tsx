import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@portal/rules';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="auto">
      <Flex maxW="6xl" mx="auto" px="4" py="4" gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>{PRODUCT_NAME} support:</Text>
        <Link href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>{SUPPORT_PHONE}</Link>
        <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
      </Flex>
    </Box>
  );
}
