import { Box, Button, Flex, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { StaffPermissionKey } from '@portal/rules';
import type { TeamPage_team$data } from '../__generated__/TeamPage_team.graphql';
import { grantedAfterToggle, shownGrants } from './grants';

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
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Team members">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Staff member</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Permissions</Table.ColumnHeader>
            {canManage && (
              <Table.ColumnHeader scope="col" textAlign="end">
                Actions
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.length === 0 ? (
            <Table.Row>
              {/* SHELL-037 */}
              <Table.Cell colSpan={canManage ? 3 : 2} textAlign="center" color="fg.muted" py="6">
                No items found
              </Table.Cell>
            </Table.Row>
          ) : (
            members.map((member) => {
              const saving = member.staffId in pending;
              const grants = shownGrants(member.permissions, pending[member.staffId]);
              return (
                <Table.Row key={member.staffId} verticalAlign="top">
                  <Table.Cell>
                    <Text fontWeight="medium">{member.name}</Text>
                    <Text color="fg.muted" wordBreak="break-all">
                      {member.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="4" wrap="wrap" role="group" aria-label={`Permissions of ${member.name}`}>
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
                  </Table.Cell>
                  {canManage && (
                    <Table.Cell textAlign="end">
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRemove(member)}>
                        Remove<VisuallyHidden>{` ${member.name}`}</VisuallyHidden>
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
