import { Table, Text } from '@chakra-ui/react';
import type { EditorData } from './editorData';

/** EDITOR-032: the config's team.members with their image and on_microsite. */
export function TeamMembersTable({ editor }: { editor: EditorData }) {
  const members = editor.config?.office.team.members ?? [];
  return (
    <Table.Root size="sm" variant="outline" maxW="3xl">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
        Team members from your office record
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Photo</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">On the site</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={3}>
              <Text>No items found</Text>
            </Table.Cell>
          </Table.Row>
        ) : (
          members.map((m) => (
            <Table.Row key={m.name}>
              <Table.Cell>{m.name}</Table.Cell>
              <Table.Cell wordBreak="break-all">{m.image ?? 'No photo'}</Table.Cell>
              <Table.Cell>{m.onMicrosite ? 'Yes' : 'No'}</Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}
