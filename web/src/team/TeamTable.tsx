import { Button, Flex, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import type { StaffPermissionKey } from '@portal/rules';
import type { TeamPage_team$data } from '../__generated__/TeamPage_team.graphql';
import { DataTable, type Column } from '../widgets/DataTable';
import { grantedAfterToggle, shownGrants } from './grants';
import { PERMISSIONS_NOTE_ID } from './permissionsNote';

export type TeamMember = NonNullable<TeamPage_team$data['team']>['members'][number];

/** TEAM-001: each member with one labelled switch per permission; read-only for someone who may not manage (D-33). */
export function TeamTable({
  members,
  canManage,
  pending,
  onPermissions,
  onRemove,
}: {
  members: readonly TeamMember[];
  canManage: boolean;
  pending: Readonly<Record<string, StaffPermissionKey[]>>;
  onPermissions: (member: TeamMember, granted: StaffPermissionKey[]) => void;
  onRemove: (member: TeamMember) => void;
}) {
  const columns: Column<TeamMember>[] = [
    {
      key: 'member',
      header: 'Staff member',
      cell: (member) => (
        <>
          <Text fontWeight="medium">{member.name}</Text>
          <Text color="fg.muted" wordBreak="break-all">
            {member.email}
          </Text>
        </>
      ),
    },
    {
      key: 'permissions',
      header: 'Permissions',
      cell: (member) => {
        const saving = member.staffId in pending;
        const grants = shownGrants(member.permissions, pending[member.staffId]);
        return (
          <Flex gap="4" wrap="wrap" role="group" aria-label={`Permissions of ${member.name}`} aria-describedby={PERMISSIONS_NOTE_ID}>
            {member.permissions.map((p, i) => (
              <Switch.Root
                key={p.key}
                size="sm"
                checked={grants[i].granted}
                disabled={!canManage || saving}
                readOnly={!canManage}
                onCheckedChange={(d) => onPermissions(member, grantedAfterToggle(grants, p.key, d.checked))}
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>
                  {p.label}
                  <VisuallyHidden>{` for ${member.name}`}</VisuallyHidden>
                </Switch.Label>
              </Switch.Root>
            ))}
          </Flex>
        );
      },
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (member) => (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRemove(member)}>
          Remove<VisuallyHidden>{` ${member.name}`}</VisuallyHidden>
        </Button>
      ),
    });
  }
  return (
    <DataTable
      label="Team members"
      columns={columns}
      rows={members}
      rowKey={(member) => member.staffId}
      verticalAlign="top"
    />
  );
}
