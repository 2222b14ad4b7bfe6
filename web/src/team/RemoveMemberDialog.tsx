import { MESSAGES } from '@portal/rules';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import type { TeamMember } from './TeamTable';

/** TEAM-002: a last chance to keep the member; the removal itself is reported by the snackbar (ERR-063). */
export function RemoveMemberDialog({
  member,
  onClose,
  onConfirm,
}: {
  member: TeamMember;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Remove ${member.name} from the team?`}
      confirmLabel="Remove member"
      cancelLabel="Keep member"
      failureText={MESSAGES.staffUpdate}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {`${member.name} will no longer be able to work for you in the portal.`}
    </ConfirmDialog>
  );
}
