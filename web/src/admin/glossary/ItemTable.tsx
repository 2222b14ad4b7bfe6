import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { DataTable, type Column } from '../../widgets/DataTable';
import { ItemDialog, type ItemKind } from './ItemDialog';

interface Item {
  index: number;
  text: string;
}

const PLURAL: Record<ItemKind, string> = { example: 'Examples', note: 'Notes' };

/** GLOSS-020..022: a term's examples or notes, each added or edited in its dialog and deleted after "OK". */
export function ItemTable({ kind, items, onChange }: { kind: ItemKind; items: readonly string[]; onChange: (items: string[]) => void }) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const rows = items.map((text, index) => ({ index, text }));
  const columns: Column<Item>[] = [{ key: 'text', header: kind === 'example' ? 'Example' : 'Note', cell: (r) => r.text }];
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h4" size="sm">
          {PLURAL[kind]}
        </Heading>
        <Button size="xs" variant="outline" onClick={() => setEditing('new')}>
          {`New ${kind}`}
        </Button>
      </Flex>
      <DataTable
        label={PLURAL[kind]}
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.index)}
        actions={(r) => (
          <Flex gap="1" justify="flex-end">
            <Button size="xs" variant="outline" aria-label={`Edit ${kind} ${r.index + 1}`} onClick={() => setEditing(r)}>
              Edit
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${kind} ${r.index + 1}`} onClick={() => setDeleting(r)}>
              Delete
            </Button>
          </Flex>
        )}
      />
      {editing && (
        <ItemDialog
          kind={kind}
          text={editing === 'new' ? null : editing.text}
          onSave={(text) => onChange(editing === 'new' ? [...items, text] : items.map((t, i) => (i === editing.index ? text : t)))}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${kind}?`}
          confirmLabel="OK"
          cancelLabel="Cancel"
          failureText=""
          onConfirm={() => onChange(items.filter((_, i) => i !== deleting.index))}
          onClose={() => setDeleting(null)}
        >
          {`Are you sure you want to delete this ${kind}?`}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
