import { Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { DataTable, type Column } from '../widgets/DataTable';

export type RedirectAction = 'edit' | 'test' | 'delete';

export interface RedirectNode {
  readonly id: string;
  readonly domainName: string;
  readonly redirectAddress: string;
  readonly realAddress: string;
}

/**
 * EMAIL-001: one row per redirect with both addresses, sortable by each; a cancelled domain's redirects can only be
 * deleted (D-31).
 */
export function RedirectTable({
  redirects,
  cancelledDomains,
  testing,
  onAction,
}: {
  redirects: readonly RedirectNode[];
  cancelledDomains: ReadonlySet<string>;
  /** The redirect whose test email is on its way. */
  testing: string | null;
  onAction: (action: RedirectAction, redirect: RedirectNode) => void;
}) {
  const columns: Column<RedirectNode>[] = [
    {
      key: 'domain',
      header: 'Domain',
      longText: true,
      sortValue: (r) => r.domainName,
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
      longText: true,
      sortValue: (r) => r.redirectAddress,
      cell: (r) => <Text fontWeight="medium">{r.redirectAddress}</Text>,
    },
    { key: 'real', header: 'Real address', longText: true, sortValue: (r) => r.realAddress, cell: (r) => r.realAddress },
  ];

  const actions = (r: RedirectNode) => {
    const locked = cancelledDomains.has(r.domainName);
    // Each button names its redirect for a screen reader ("Edit hello@a.example").
    const name = <VisuallyHidden>{` ${r.redirectAddress}`}</VisuallyHidden>;
    return (
      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button size="xs" variant="outline" disabled={locked} onClick={() => onAction('edit', r)}>
          Edit{name}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={locked || (testing !== null && testing !== r.id)}
          loading={testing === r.id}
          loadingText="Sending"
          onClick={() => onAction('test', r)}
        >
          Send test{name}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onAction('delete', r)}>
          Delete{name}
        </Button>
      </Flex>
    );
  };

  return <DataTable label="Email redirects" columns={columns} rows={redirects} rowKey={(r) => r.id} actions={actions} />;
}
