import { Alert, CloseButton } from '@chakra-ui/react';

const STATUSES = ['info', 'warning', 'error', 'success'] as const;

/** The Chakra alert status of a notification's variant; an unknown (newer) variant shows as info. */
function statusOf(variant: string): (typeof STATUSES)[number] {
  return STATUSES.find((s) => s === variant) ?? 'info';
}

interface Props {
  header: string;
  message: string | null | undefined;
  variant: string;
  /** Without it there is no dismiss button (the toolbox's preview). */
  onDismiss?: () => void;
}

/** SHELL-031: one site notification as the dashboard and the editor show it (and the toolbox previews it, ADMIN-046). */
export function SiteNotificationAlert({ header, message, variant, onDismiss }: Props) {
  return (
    <Alert.Root status={statusOf(variant)} data-variant={variant} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{header}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
      {onDismiss && <CloseButton size="sm" aria-label={`Dismiss notification: ${header}`} onClick={onDismiss} />}
    </Alert.Root>
  );
}
