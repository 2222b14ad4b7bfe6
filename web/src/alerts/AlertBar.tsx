import { Alert, CloseButton } from '@chakra-ui/react';
import { formatAlert } from '@portal/rules';
import { dismissAlert, useAlerts } from './alertStore';

/** The bar at the top of the main area that reports failures (SHELL-019, ERR-001). */
export function AlertBar() {
  const alerts = useAlerts();
  const current = alerts[0];
  if (!current) return null;
  return (
    <Alert.Root status="error" role="alert" mb="4" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{formatAlert(current.message)}</Alert.Description>
        {alerts.length > 1 && (
          <Alert.Description fontSize="sm" color="fg.muted">
            {`1 of ${alerts.length}`}
          </Alert.Description>
        )}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss alert" onClick={() => dismissAlert(current.id)} />
    </Alert.Root>
  );
}
