import { Link } from '@chakra-ui/react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@portal/rules';

const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
const SUPPORT_EMAIL_HREF = `mailto:${SUPPORT_EMAIL}`;

/** SHELL-001, SHELL-002: the support phone and e-mail as links. */
export function SupportLinks() {
  return (
    <>
      <Link href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</Link>
      <Link href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</Link>
    </>
  );
}
