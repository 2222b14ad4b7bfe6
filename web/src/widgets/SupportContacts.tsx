import { Link, List } from '@chakra-ui/react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../lib/portalFacts';

export function SupportContacts() {
  return (
    <List.Root ps="5">
      <List.Item>
        Phone: <Link href={`tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`}>{SUPPORT_PHONE}</Link>
      </List.Item>
      <List.Item>
        E-mail: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
      </List.Item>
    </List.Root>
  );
}
