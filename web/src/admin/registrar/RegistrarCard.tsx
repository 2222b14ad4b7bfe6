import { Alert, Button, Card, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { cancelledRegistrarText, MESSAGES } from '@portal/rules';
import { transferMarkLabel } from './registrarLabels';
import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { RegistrarCardQuery } from '../../__generated__/RegistrarCardQuery.graphql';
import type { RegistrarCard_registrar$data, RegistrarCard_registrar$key } from '../../__generated__/RegistrarCard_registrar.graphql';
import { formatDateTime, formatPhone } from '../../lib/format';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { CopyButton } from '../../widgets/CopyButton';
import type { QueryFetchOptions } from '../../widgets/QueryBoundary';
import { DataTable, type Column } from '../../widgets/DataTable';
import { contactTypeLabel } from './contactForm';
import { EditContactDialog } from './EditContactDialog';
import { useRefreshAuthcode, useToggleTransferMark } from './mutations';

const fragment = graphql`
  fragment RegistrarCard_registrar on Registrar {
    id
    agentId
    domainName
    authcode
    authcodeUpdatedAt
    transferAllowed
    contacts {
      contactType
      email
      phone
    }
    markedForTransferBy
    markedForTransferOn
    markedForTransfer
  }
`;

type Contact = RegistrarCard_registrar$data['contacts'][number];

function RegistrarDetails({ registrar: key, cancelled }: { registrar: RegistrarCard_registrar$key; cancelled: boolean }) {
  const registrar = useFragment(fragment, key);
  const [refreshAuthcode, refreshing] = useRefreshAuthcode();
  const [toggleMark, toggling] = useToggleTransferMark();
  // undefined: no dialog; null: adding a contact.
  const [editing, setEditing] = useState<Contact | null | undefined>(undefined);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const headingId = `registrar-card-${registrar.id}`;
  const domainInput = { input: { agentId: registrar.agentId, domainName: registrar.domainName } };

  // ADMIN-042: the first code is fetched at once; replacing one asks first (the old code stops working).
  const fetchAuthcode = () =>
    refreshAuthcode(domainInput, { save: { saving: 'Getting the authcode…', saved: 'Authcode updated', failure: MESSAGES.authcode } }).catch(() => undefined);

  const columns: Column<Contact>[] = [
    { key: 'type', header: 'Type', cell: (c) => contactTypeLabel(c.contactType) },
    { key: 'email', header: 'E-mail', cell: (c) => c.email, longText: true },
    { key: 'phone', header: 'Phone', cell: (c) => formatPhone(c.phone), nowrap: true },
  ];

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Heading as="h3" size="md" id={headingId} wordBreak="break-all">
          {registrar.domainName}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DataList.Root orientation="horizontal" aria-label={`Registrar data of ${registrar.domainName}`}>
            <DataList.Item>
              <DataList.ItemLabel>Authcode</DataList.ItemLabel>
              <DataList.ItemValue>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text as="span" fontFamily={registrar.authcode ? 'mono' : undefined} wordBreak="break-all">
                    {registrar.authcode ?? 'Not fetched yet'}
                  </Text>
                  {registrar.authcode && (
                    <CopyButton value={registrar.authcode} label={`Copy the authcode of ${registrar.domainName}`} />
                  )}
                </Flex>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Authcode updated</DataList.ItemLabel>
              <DataList.ItemValue>{registrar.authcodeUpdatedAt ? formatDateTime(registrar.authcodeUpdatedAt) : '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Transfer allowed</DataList.ItemLabel>
              <DataList.ItemValue>{registrar.transferAllowed ? 'Yes' : 'No'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Marked for transfer by</DataList.ItemLabel>
              <DataList.ItemValue>{registrar.markedForTransferBy ?? '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Marked for transfer on</DataList.ItemLabel>
              <DataList.ItemValue>{registrar.markedForTransferOn ? formatDateTime(registrar.markedForTransferOn) : '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {cancelled && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{cancelledRegistrarText(registrar.domainName)}</Alert.Title>
            </Alert.Root>
          )}
          {/* Issue #26 (D-226): a cancelled domain is offered no change. */}
          {!cancelled && (
            <Flex gap="3" wrap="wrap">
              <Button
                variant="outline"
                loading={refreshing}
                onClick={() => (registrar.authcode ? setConfirmRegenerate(true) : void fetchAuthcode())}
              >
                {registrar.authcode ? 'Regenerate authcode' : 'Get authcode'}
              </Button>
              <Button
                variant="outline"
                loading={toggling}
                onClick={() =>
                  void toggleMark(domainInput, {
                    save: { saving: 'Saving the transfer mark…', saved: 'Transfer mark saved', failure: MESSAGES.transferMark },
                  }).catch(() => undefined)
                }
              >
                {transferMarkLabel(registrar.markedForTransfer)}
              </Button>
            </Flex>
          )}
          <Stack gap="2">
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <Heading as="h4" size="sm">
                Contacts
              </Heading>
              {!cancelled && (
                <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                  Add contact
                </Button>
              )}
            </Flex>
            <DataTable
              label={`Registrar contacts of ${registrar.domainName}`}
              columns={columns}
              rows={registrar.contacts}
              rowKey={(c) => c.contactType}
              actions={
                cancelled
                  ? undefined
                  : (c) => (
                      <Button size="xs" variant="outline" onClick={() => setEditing(c)} aria-label={`Edit ${c.contactType} contact`}>
                        Edit
                      </Button>
                    )
              }
            />
          </Stack>
        </Stack>
      </Card.Body>
      {editing !== undefined && (
        <EditContactDialog
          agentId={registrar.agentId}
          domainName={registrar.domainName}
          contact={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {confirmRegenerate && (
        <ConfirmDialog
          title="Regenerate the authcode?"
          confirmLabel="Regenerate"
          cancelLabel="Keep this authcode"
          failureText={MESSAGES.authcode}
          onConfirm={() => void fetchAuthcode()}
          onClose={() => setConfirmRegenerate(false)}
        >
          <Text>{`The current authcode of ${registrar.domainName} stops working; a transfer already started with it will fail.`}</Text>
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}

/** ADMIN-039, ADMIN-040: one domain's registrar card (API-097); a failure is the error box around it (ERR-080). */
export function RegistrarCard({
  agentId,
  domainName,
  cancelled,
  query,
}: {
  agentId: string;
  domainName: string;
  cancelled: boolean;
  query: QueryFetchOptions;
}) {
  const data = useLazyLoadQuery<RegistrarCardQuery>(
    graphql`
      query RegistrarCardQuery($agentId: ID!, $domainName: String!) {
        registrar(agentId: $agentId, domainName: $domainName) {
          ...RegistrarCard_registrar
        }
      }
    `,
    { agentId, domainName },
    query,
  );
  return <RegistrarDetails registrar={data.registrar} cancelled={cancelled} />;
}
