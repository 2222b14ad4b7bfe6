import { Button, Text } from '@chakra-ui/react';
import { ModalDialog } from '../widgets/ModalDialog';
import type { TeamMember } from './TeamTable';

/** TEAM-002: a last chance to keep the member. */
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
    <ModalDialog
      open
      role="alertdialog"
      onClose={onClose}
      title={`Remove ${member.name} from the team?`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep member
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            Remove member
          </Button>
        </>
      }
    >
      <Text>{`${member.name} will no longer be able to work for you in the portal.`}</Text>
    </ModalDialog>
  );
}
