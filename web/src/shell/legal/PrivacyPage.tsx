import { Heading, Stack } from '@chakra-ui/react';
import { LegalText } from './LegalText';
import { PRIVACY_POLICY } from './legalTexts';

/** SHELL-001: the footer's Privacy Policy link. */
export default function PrivacyPage() {
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Privacy Policy
      </Heading>
      <LegalText sections={PRIVACY_POLICY} headingAs="h2" />
    </Stack>
  );
}
