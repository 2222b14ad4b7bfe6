import { Alert, Button, CloseButton, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, validateStaffChange, type FieldErrors, type StaffPermissionKey } from '@portal/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { TeamPage_team$key } from '../__generated__/TeamPage_team.graphql';
import type { TeamPageQuery } from '../__generated__/TeamPageQuery.graphql';
import type { teamMutationsUpdatePermissionsMutation } from '../__generated__/teamMutationsUpdatePermissionsMutation.graphql';
import type { teamMutationsUpdateStaffMutation } from '../__generated__/teamMutationsUpdateStaffMutation.graphql';
import { firstError, formFailureOf } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import { trackSave } from '../saving';
import { PERMISSIONS_NOTE, PERMISSIONS_NOTE_ID } from './permissionsNote';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { TeamTable, type TeamMember } from './TeamTable';
import type { TeamLoaderData } from './teamLoader';
import { updatePermissionsMutation, updateStaffMutation } from './teamMutations';

/** ROUTE-034, TEAM-001..003: the agent's staff members and what each may do. */
export default function TeamPage() {
  const { queryRef } = useLoaderData() as TeamLoaderData;
  const data = usePreloadedQuery<TeamPageQuery>(
    graphql`
      query TeamPageQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          associateId
          displayName
          ...TeamPage_team
        }
      }
    `,
    queryRef,
  );
  if (!data.agent) throw new Error(MESSAGES.staffLoad);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Team
        </Heading>
        <Text color="fg.muted">{data.agent.displayName}</Text>
      </Stack>
      <TeamContent agentId={data.agent.associateId} agent={data.agent} />
    </Stack>
  );
}

function TeamContent({ agentId, agent }: { agentId: string; agent: TeamPage_team$key }) {
  const { team } = useFragment(
    graphql`
      fragment TeamPage_team on Agent {
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
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<Record<string, StaffPermissionKey[]>>({});
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // ERR-062 is in the alert bar too; the page says what did not load where the team would be.
  if (!team) {
    return (
      <Text color="fg.error" role="alert">
        {MESSAGES.staffLoad}
      </Text>
    );
  }

  const savePermissions = (member: TeamMember, granted: StaffPermissionKey[]) => {
    setNotice(null);
    setPending((p) => ({ ...p, [member.staffId]: granted }));
    // Saving…/Saved in the snackbar; a failure (ERR-063) opens the save-error dialog and the switches go back.
    trackSave(
      mutate<teamMutationsUpdatePermissionsMutation>(environment, updatePermissionsMutation, {
        input: { agentId, staffId: member.staffId, granted },
      }),
    )
      .catch(() => undefined)
      .finally(() =>
        setPending((p) => {
          const { [member.staffId]: _done, ...rest } = p;
          return rest;
        }),
      );
  };

  const remove = (member: TeamMember) => {
    setRemoving(null);
    setNotice(null);
    trackSave(
      mutate<teamMutationsUpdateStaffMutation>(environment, updateStaffMutation, {
        input: { agentId, action: 'remove', email: member.email ?? '' },
      }),
      { saving: `Removing ${member.name}…`, saved: `${member.name} was removed from the team` },
    ).catch(() => undefined);
  };

  return (
    <Stack gap="6">
      <Text id={PERMISSIONS_NOTE_ID}>{PERMISSIONS_NOTE}</Text>
      {!team.canManage && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>Only the agent can change the team and its permissions.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {notice && (
        <Alert.Root status="success" role="status" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss message" onClick={() => setNotice(null)} />
        </Alert.Root>
      )}
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

/** TEAM-002: a staff account joins the team by its e-mail address. */
function AddMemberForm({
  agentId,
  members,
  onAdded,
}: {
  agentId: string;
  members: readonly (string | null)[];
  onAdded: (email: string) => void;
}) {
  const environment = useRelayEnvironment();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateStaffChange({ action: 'add', email }, members);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      await mutate<teamMutationsUpdateStaffMutation>(environment, updateStaffMutation, {
        input: { agentId, action: 'add', email: email.trim() },
      });
      setEmail('');
      onAdded(email.trim());
    } catch (e) {
      // A failure without a field (ERR-063) is in the alert bar.
      setErrors(formFailureOf(e, MESSAGES.staffUpdate).fields);
    } finally {
      setBusy(false);
    }
  };

  const error = firstError(errors, 'email');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-staff-heading">
      <Stack gap="3" maxW="lg">
        <Heading as="h2" size="lg" id="add-staff-heading">
          Add a staff member
        </Heading>
        <Flex gap="2" align="flex-start" wrap="wrap">
          <Field.Root invalid={!!error} required flex="1" minW="16rem">
            <Field.Label>Staff member's email</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>They need a staff account already; they start with every permission but billing.</Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" mt={{ base: 0, sm: '6' }} loading={busy} loadingText="Adding">
            Add staff member
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
