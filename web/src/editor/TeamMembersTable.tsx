import { Box } from '@chakra-ui/react';
import { DataTable, type Column } from '../widgets/DataTable';
import type { EditorData } from './editorData';
import type { FieldState } from './fieldStates';
import { Photo } from '../widgets/Photo';

interface MemberRow {
  index: number;
  name: string;
  photo: string;
  shown: boolean;
}

/**
 * EDITOR-032: the config's team.members with their photo (not its address, issue #9) and on_microsite. The values
 * are the section's current ones, pending changes included; the photo's address is edited in the form below.
 */
export function TeamMembersTable({ editor, states }: { editor: EditorData; states: readonly FieldState[] }) {
  const valueOf = (subkey: string) => states.find((s) => s.field.subkey === subkey)?.value;
  const rows: MemberRow[] = (editor.config?.office.team.members ?? []).map((m, index) => ({
    index,
    name: m.name,
    photo: valueOf(`members.${index}.image`) ?? m.image ?? '',
    shown: (valueOf(`members.${index}.on_microsite`) ?? String(m.onMicrosite)) === 'true',
  }));
  const columns: Column<MemberRow>[] = [
    { key: 'name', header: 'Name', cell: (m) => m.name },
    { key: 'photo', header: 'Photo', cell: (m) => <Photo src={m.photo} alt={`Photo of ${m.name}`} /> },
    { key: 'shown', header: 'On the site', cell: (m) => (m.shown ? 'Yes' : 'No') },
  ];
  return (
    <Box maxW="3xl">
      <DataTable
        label="Team members from your office record"
        columns={columns}
        rows={rows}
        rowKey={(m) => String(m.index)}
        verticalAlign="middle"
      />
    </Box>
  );
}
