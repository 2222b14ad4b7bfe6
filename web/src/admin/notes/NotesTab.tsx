import { Heading, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { NotesTabQuery } from '../../__generated__/NotesTabQuery.graphql';
import { LoadFailure } from '../../widgets/LoadFailure';
import { useTabReload, type AgentTabProps } from '../agentTab';
import { AddNoteForm } from './AddNoteForm';
import { NotesTable } from './NotesTable';

/**
 * ADMIN-017, ADMIN-028, ADMIN-029: the add-note form and the agent's notes. A failed part says ERR-076 in its place
 * with "Try again" (the alert bar has it too); the other part still works.
 */
export default function NotesTab({ agentId, query }: AgentTabProps) {
  const { options, reload, reloading } = useTabReload(query);
  const data = useLazyLoadQuery<NotesTabQuery>(
    graphql`
      query NotesTabQuery($agentId: ID!) {
        noteCategories(agentId: $agentId) {
          ...AddNoteForm_categories
          ...NotesTable_categories
        }
        ...NotesTable_query @arguments(agentId: $agentId)
      }
    `,
    { agentId },
    options,
  );
  const failure = <LoadFailure text={MESSAGES.notesLoad} onRetry={reload} retrying={reloading} />;
  const categories = data.noteCategories;

  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="admin-notes-add">
        <Heading as="h3" size="md" id="admin-notes-add">
          Add a note
        </Heading>
        {categories ? <AddNoteForm agentId={agentId} categories={categories} /> : failure}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="admin-notes-list">
        <Heading as="h3" size="md" id="admin-notes-list">
          Notes
        </Heading>
        <NotesTable query={data} categories={categories ?? null} failure={failure} />
      </Stack>
    </Stack>
  );
}
