import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../widgets/PageHeader';
import { LegalText } from './LegalText';
import { TERMS_OF_SERVICE } from './legalTexts';

/** SHELL-001: the footer's Terms of Service link. */
export default function TermsPage() {
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader title="Terms of Service" />
      <LegalText sections={TERMS_OF_SERVICE} headingAs="h2" />
    </Stack>
  );
}
