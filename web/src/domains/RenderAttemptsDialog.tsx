import { Badge, Button, DataList, HStack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { RenderAttemptsDialogQuery } from '../__generated__/RenderAttemptsDialogQuery.graphql';
import { formatDateTime } from '../lib/format';
import { DialogSkeleton } from './DialogSkeleton';
import { ModalDialog } from '../widgets/ModalDialog';
import { ErrorBoundary } from '../routes/ErrorBoundary';

interface Attempt {
  readonly renderTime: string;
  readonly success: boolean;
}

function AttemptValue({ attempt }: { attempt: Attempt | null | undefined }) {
  if (!attempt) return <Text color="fg.muted">None recorded</Text>;
  return (
    <HStack gap="2" wrap="wrap">
      <time dateTime={attempt.renderTime}>{formatDateTime(attempt.renderTime)}</time>
      <Badge colorPalette={attempt.success ? 'green' : 'red'}>{attempt.success ? 'Succeeded' : 'Failed'}</Badge>
    </HStack>
  );
}

function Attempts({ domainId }: { domainId: string }) {
  const { node } = useLazyLoadQuery<RenderAttemptsDialogQuery>(
    graphql`
      query RenderAttemptsDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Domain {
            renderAttempts {
              lastFailedRender {
                renderTime
                success
              }
              lastSuccessfulRender {
                renderTime
                success
              }
            }
          }
        }
      }
    `,
    { id: domainId },
    { fetchPolicy: 'network-only' },
  );
  const attempts = node?.renderAttempts;
  // ERR-041 is in the alert bar too.
  if (!attempts) return <Text color="fg.error">{MESSAGES.renderAttempts}</Text>;
  return (
    <DataList.Root orientation="horizontal" aria-label="Render attempts">
      <DataList.Item>
        <DataList.ItemLabel>Last failed render</DataList.ItemLabel>
        <DataList.ItemValue>
          <AttemptValue attempt={attempts.lastFailedRender} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Last successful render</DataList.ItemLabel>
        <DataList.ItemValue>
          <AttemptValue attempt={attempts.lastSuccessfulRender} />
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** DOM-013 (API-042): when the site was last built, and whether that worked. */
export function RenderAttemptsDialog({
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
      title={`Render attempts for ${domainName}`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <ErrorBoundary fallback={<Text color="fg.error">{MESSAGES.renderAttempts}</Text>}>
        <Suspense fallback={<DialogSkeleton label="Loading the render attempts" />}>
          <Attempts domainId={domainId} />
        </Suspense>
      </ErrorBoundary>
    </ModalDialog>
  );
}
