import { Button, Link, Menu, Portal, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { editorPath } from '../routes/editorPaths';
import type { DomainRow_domain$key } from '../__generated__/DomainRow_domain.graphql';
import { DomainStatusBadge } from './DomainStatusBadge';

export type DomainAction = 'edit' | 'changeType' | 'cancel' | 'whois' | 'renders' | 'stats';

/** One domain of the list (DOM-002) with its actions. */
export function DomainRow({
  domain,
  onAction,
}: {
  domain: DomainRow_domain$key;
  onAction: (action: DomainAction) => void;
}) {
  const data = useFragment(
    graphql`
      fragment DomainRow_domain on Domain {
        id
        domainName
        productType
        productLabel
        isCancelled
        active
      }
    `,
    domain,
  );
  const { agentID = '' } = useParams();
  // Parked domains only redirect, so they have no site to edit (decision D-51).
  const editable = data.productType !== 'parked' && !data.isCancelled;
  return (
    <Table.Row>
      <Table.Cell>
        {editable ? (
          <Link asChild fontWeight="medium" wordBreak="break-all" colorPalette="blue">
            <RouterLink to={editorPath(agentID, data.domainName)} title="Edit the site">
              {data.domainName}
            </RouterLink>
          </Link>
        ) : (
          <Text fontWeight="medium" wordBreak="break-all">
            {data.domainName}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{data.productLabel}</Table.Cell>
      <Table.Cell>
        <DomainStatusBadge domain={data} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Menu.Root onSelect={(details) => onAction(details.value as DomainAction)}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline">
              Actions<VisuallyHidden>{` for ${data.domainName}`}</VisuallyHidden>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="edit" disabled={!editable}>
                  Edit site
                </Menu.Item>
                <Menu.Item value="changeType" disabled={data.isCancelled}>
                  Change type
                </Menu.Item>
                <Menu.Item value="cancel" disabled={data.isCancelled}>
                  Cancel
                </Menu.Item>
                <Menu.Item value="whois">Whois</Menu.Item>
                <Menu.Item value="renders">Render attempts</Menu.Item>
                <Menu.Item value="stats">Stats</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Table.Cell>
    </Table.Row>
  );
}
