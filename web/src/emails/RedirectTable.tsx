import { Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { DataTable, type Column } from '../widgets/DataTable';

export type RedirectAction = 'edit' | 'test' | 'delete';

export interface RedirectNode {
  readonly id: string;
  readonly domainName: string;
  readonly redirectAddress: string;
  readonly realAddress: string;
}

/** EMAIL-001: one row per redirect with both addresses; a cancelled domain's redirects can only be deleted (D-31). */
export function RedirectTable({
  redirects,
  cancelledDomains,
  testing,
  onAction,
}: {
  redirects: readonly RedirectNode[];
  cancelledDomains: ReadonlySet<string>;
  testing: string | null;
  onAction: (action: RedirectAction, redirect: RedirectNode) => void;
}) {
  const columns: Column<RedirectNode>[] = [
    {
      key: 'domain',
      header: 'Domain',
      breakAll: true,
      cell: (r) => (
        <>
          {r.domainName}
          {cancelledDomains.has(r.domainName) && (
            <Text as="span" color="fg.muted">
              {' (cancelled)'}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'redirect',
      header: 'Redirect address',
      breakAll: true,
      cell: (r) => <Text fontWeight="medium">{r.redirectAddress}</Text>,
    },
    { key: 'real', header: 'Real address', breakAll: true, cell: (r) => r.realAddress },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (r) => {
        const locked = cancelledDomains.has(r.domainName);
        const hidden = <VisuallyHidden>{` ${r.redirectAddress}`}</VisuallyHidden>;
        return (
          <Flex gap="2" justify="flex-end" wrap="wrap">
            <Button size="xs" variant="outline" disabled={locked} onClick={() => onAction('edit', r)}>
              Edit{hidden}
            </Button>
            <Button
              size="xs"
              variant="outline"
              disabled={locked || (testing !== null && testing !== r.id)}
              loading={testing === r.id}
              loadingText="Sending"
              onClick={() => onAction('test', r)}
            >
              Send test{hidden}
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onAction('delete', r)}>
              Delete{hidden}
            </Button>
          </Flex>
        );
      },
    },
  ];
  return <DataTable label="Email redirects" columns={columns} rows={redirects} rowKey={(r) => r.id} />;
}
