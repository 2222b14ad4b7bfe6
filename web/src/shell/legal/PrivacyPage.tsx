import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../widgets/PageHeader';
import { LegalText } from './LegalText';
import { PRIVACY_POLICY } from './legalTexts';

/** SHELL-001: the footer's Privacy Policy link. */
export default function PrivacyPage() {
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title="Privacy Policy" />
      <LegalText sections={PRIVACY_POLICY} headingAs="h2" />
    </Stack>
  );
}
