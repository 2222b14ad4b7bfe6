import { Button, DataList, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { WhoisDialogQuery } from '../__generated__/WhoisDialogQuery.graphql';
import { formatDate } from '../lib/format';
import { DialogSkeleton } from './DialogSkeleton';
import { ModalDialog } from '../widgets/ModalDialog';
import { ErrorBoundary } from '../routes/ErrorBoundary';
import { JsonViewer } from '../widgets/JsonViewer';

function WhoisDetails({ domainId }: { domainId: string }) {
  const { node } = useLazyLoadQuery<WhoisDialogQuery>(
    graphql`
      query WhoisDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Domain {
            whois {
              domainName
              registrar
              created
              expires
              updated
              status
              nameServers
              registrant {
                name
                organization
                email
                country
              }
            }
          }
        }
      }
    `,
    { id: domainId },
    { fetchPolicy: 'network-only' },
  );
  const whois = node?.whois;
  // ERR-043 is in the alert bar too.
  if (!whois) return <Text color="fg.error">{MESSAGES.whois}</Text>;
  const date = (value: string | null | undefined) => (value ? formatDate(value) : 'Not known');
  const rows: [string, string][] = [
    ['Domain', whois.domainName],
    ['Registrar', whois.registrar ?? 'Not known'],
    ['Registered', date(whois.created)],
    ['Expires', date(whois.expires)],
    ['Updated', date(whois.updated)],
    ['Status', whois.status.join(', ') || 'None'],
    ['Name servers', whois.nameServers.join(', ') || 'None'],
    ['Registrant', whois.registrant?.name ?? 'Not known'],
    ['Organization', whois.registrant?.organization ?? 'Not known'],
    ['Registrant email', whois.registrant?.email ?? 'Not known'],
    ['Country', whois.registrant?.country ?? 'Not known'],
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" aria-label="Whois data">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {/* For support calls: every field as the registry gave it. */}
      <JsonViewer label="Raw whois record" rootName="Raw record" value={whois} openDepth={0} />
    </Stack>
  );
}

/** DOM-012 (API-040): the registration data of one domain. */
export function WhoisDialog({
  domainId,
  domainName,
  onClose,
}: {
  domainId: string;
  domainName: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={`Whois for ${domainName}`}
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <ErrorBoundary fallback={<Text color="fg.error">{MESSAGES.whois}</Text>}>
        <Suspense fallback={<DialogSkeleton label="Loading the whois data" />}>
          <WhoisDetails domainId={domainId} />
        </Suspense>
      </ErrorBoundary>
    </ModalDialog>
  );
}
