import { Box, Button, Flex, Table, Text, VisuallyHidden } from '@chakra-ui/react';

export type RedirectAction = 'edit' | 'test' | 'delete';

export interface RedirectNode {
  readonly id: string;
  readonly domainName: string;
  readonly redirectAddress: string;
  readonly realAddress: string;
}

export const NO_ITEMS = 'No items found';

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
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Email redirects">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Domain</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Redirect address</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Real address</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {redirects.length === 0 ? (
            <Table.Row>
              {/* SHELL-037 */}
              <Table.Cell colSpan={4} textAlign="center" color="fg.muted" py="6">
                {NO_ITEMS}
              </Table.Cell>
            </Table.Row>
          ) : (
            redirects.map((r) => {
              const locked = cancelledDomains.has(r.domainName);
              const hidden = <VisuallyHidden>{` ${r.redirectAddress}`}</VisuallyHidden>;
              return (
                <Table.Row key={r.id}>
                  <Table.Cell wordBreak="break-all">
                    {r.domainName}
                    {locked && (
                      <Text as="span" color="fg.muted">
                        {' (cancelled)'}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all" fontWeight="medium">
                    {r.redirectAddress}
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">{r.realAddress}</Table.Cell>
                  <Table.Cell>
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
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
