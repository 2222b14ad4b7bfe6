import { Text } from '@chakra-ui/react';
import { COMPLIANCE_DISCLAIMER } from '../lib/complianceDisplay';

/** VALID-052, EDITOR-060: stands near every text editor; point the editor's aria-describedby at `id`. */
export function ComplianceDisclaimer({ id }: { id?: string }) {
  return (
    <Text id={id} fontSize="sm" color="fg.muted" maxW="50rem">
      {COMPLIANCE_DISCLAIMER}
    </Text>
  );
}
