import { Alert, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type StaffPermissionKey } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TeamPage_team$key } from '../__generated__/TeamPage_team.graphql';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { AddMemberForm } from './AddMemberForm';
import { useTeamPageData } from './loaders';
import { useUpdateStaff, useUpdateStaffPermissions } from './mutations';
import { PERMISSIONS_NOTE, PERMISSIONS_NOTE_ID } from './permissionsNote';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { TeamTable, type TeamMember } from './TeamTable';
import { SuccessNotice } from '../widgets/SuccessNotice';

/** ROUTE-034, TEAM-001..003: the agent's staff members and what each may do. */
export default function TeamPage() {
  return <TeamContent agent={requirePageData(useTeamPageData().agent, MESSAGES.staffLoad)} />;
}

function TeamContent({ agent }: { agent: TeamPage_team$key }) {
  const { associateId: agentId, displayName, team } = useFragment(
    graphql`
      fragment TeamPage_team on Agent {
        associateId
        displayName
        team {
          canManage
          members {
            staffId
            name
            email
            permissions {
              key
              label
              granted
            }
          }
        }
      }
    `,
    agent,
  );
  const [updatePermissions] = useUpdateStaffPermissions();
  const [updateStaff] = useUpdateStaff();
  const [pending, setPending] = useState<Record<string, StaffPermissionKey[]>>({});
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const header = <PageHeader title="Team" description={displayName} />;
  // ERR-062 is in the alert bar too; the page says what did not load where the team would be.
  if (!team) {
    return (
      <Stack gap="6">
        {header}
        <Text color="fg.error" role="alert">
          {MESSAGES.staffLoad}
        </Text>
      </Stack>
    );
  }

  const savePermissions = (member: TeamMember, granted: StaffPermissionKey[]) => {
    setNotice(null);
    setPending((p) => ({ ...p, [member.staffId]: granted }));
    // Saving…/Saved in the snackbar; a failure (ERR-063) opens the save-error dialog and the switches go back.
    updatePermissions({ input: { agentId, staffId: member.staffId, granted } }, { save: true })
      .catch(() => undefined)
      .finally(() =>
        setPending((p) => {
          const { [member.staffId]: _done, ...rest } = p;
          return rest;
        }),
      );
  };

  const remove = (member: TeamMember) => {
    setNotice(null);
    updateStaff(
      { input: { agentId, action: 'remove', email: member.email ?? '' } },
      { save: { saving: `Removing ${member.name}…`, saved: `${member.name} was removed from the team` } },
    ).catch(() => undefined);
  };

  return (
    <Stack gap="6">
      {header}
      <Text id={PERMISSIONS_NOTE_ID}>{PERMISSIONS_NOTE}</Text>
      {!team.canManage && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>Only the agent can change the team and its permissions.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <SuccessNotice text={notice} onDismiss={() => setNotice(null)} />
      <TeamTable
        members={team.members}
        canManage={team.canManage}
        pending={pending}
        onPermissions={savePermissions}
        onRemove={setRemoving}
      />
      {team.canManage && (
        <AddMemberForm
          agentId={agentId}
          members={team.members.map((m) => m.email ?? null)}
          onAdded={(email) => setNotice(`${email} was added to the team.`)}
        />
      )}
      {removing && (
        <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} onConfirm={() => remove(removing)} />
      )}
    </Stack>
  );
}
