import { IconButton, Link } from '@chakra-ui/react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../lib/portalFacts';
import { MailIcon, PhoneIcon } from '../widgets/icons';

const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
const SUPPORT_EMAIL_HREF = `mailto:${SUPPORT_EMAIL}`;

/**
 * SHELL-001, SHELL-002: the support phone and e-mail as links. `compact` (the header on a phone) shows them as icon
 * links named by the number and the address, so the header stays one row.
 */
export function SupportLinks({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <>
        <IconButton asChild variant="ghost" size="xs">
          <a href={SUPPORT_PHONE_HREF} aria-label={SUPPORT_PHONE} title={`Call support: ${SUPPORT_PHONE}`}>
            <PhoneIcon />
          </a>
        </IconButton>
        <IconButton asChild variant="ghost" size="xs">
          <a href={SUPPORT_EMAIL_HREF} aria-label={SUPPORT_EMAIL} title={`E-mail support: ${SUPPORT_EMAIL}`}>
            <MailIcon />
          </a>
        </IconButton>
      </>
    );
  }
  return (
    <>
      <Link href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</Link>
      <Link href={SUPPORT_EMAIL_HREF}>{SUPPORT_EMAIL}</Link>
    </>
  );
}
