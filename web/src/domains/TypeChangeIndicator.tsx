import { Alert, Spinner } from '@chakra-ui/react';
import { statusMessage, type TypeChangeStatus } from './typeChangeStatus';

const ALERT_STATUS = { saving: 'info', saved: 'success', error: 'error' } as const;

/** DOM-008..010: what a product-type change is doing; it hides 7 s after it finished. */
export function TypeChangeIndicator({ status }: { status: TypeChangeStatus }) {
  const message = statusMessage(status);
  return (
    <div role="status" aria-live="polite">
      {status.state !== 'hide' && message && (
        <Alert.Root status={ALERT_STATUS[status.state]} alignItems="center">
          {status.state === 'saving' ? <Spinner size="sm" /> : <Alert.Indicator />}
          <Alert.Content>
            <Alert.Title>{status.domainName}</Alert.Title>
            <Alert.Description>{message}</Alert.Description>
            {status.detail && status.detail !== message && <Alert.Description>{status.detail}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
    </div>
  );
}
