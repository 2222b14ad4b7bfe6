import { Alert, CloseButton } from '@chakra-ui/react';

export interface SuccessNoticeProps {
  /** What just worked, as a sentence; nothing shows while it is null or empty. */
  text: string | null | undefined;
  /** The close button ("Dismiss message"); without it the notice stays until the screen changes it. */
  onDismiss?: () => void;
}

/** The one success notice: what a write just did, read out politely (role status), dismissible. */
export function SuccessNotice({ text, onDismiss }: SuccessNoticeProps) {
  if (!text) return null;
  return (
    <Alert.Root status="success" role="status" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
      {onDismiss && <CloseButton size="sm" aria-label="Dismiss message" onClick={onDismiss} />}
    </Alert.Root>
  );
}
