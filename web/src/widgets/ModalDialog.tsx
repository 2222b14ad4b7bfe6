import { chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface ModalDialogProps {
  open?: boolean;
  /**
   * Cancel, Escape, a click outside and the close button. Without it the dialog cannot be dismissed (no close button;
   * Escape and clicks outside do nothing): its own action is the only way on (the Terms of Service).
   */
  onClose?: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** Centred in the window (a message that interrupts); the default sits near the top. */
  placement?: 'top' | 'center';
  /** A maximum width in px that the spec fixes for this dialog (CONST-039), less a margin on a phone. */
  maxWidth?: number;
  /** The close button's name; null for none (a footer button closes it). */
  closeLabel?: string | null;
  /** Makes the body a named, focusable region, so keyboard users can scroll a long text. */
  bodyLabel?: string;
  /** Makes body and footer one form, so Enter in a field submits with the footer's submit button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Where focus starts instead of the first field or button (a confirmation starts on its way out). */
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes back to on close, when the dialog was opened by no button (a keyboard shortcut). */
  finalFocusEl?: () => HTMLElement | null;
  /** For the e2e tests that read the whole dialog. */
  testId?: string;
}

/**
 * The frame of every dialog: a title, a body, actions, Escape and the close button; focus starts on the first field
 * or button. Dialogs that write use FormDialog or ConfirmDialog; this frame alone is for dialogs that only show.
 */
export function ModalDialog({
  open = true,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  placement = 'top',
  maxWidth,
  closeLabel = 'Close',
  bodyLabel,
  onSubmit,
  initialFocusEl,
  finalFocusEl,
  testId,
}: ModalDialogProps) {
  const dismissible = onClose !== undefined;
  const content = (
    <>
      <Dialog.Body {...(bodyLabel ? { tabIndex: 0, role: 'region', 'aria-label': bodyLabel } : {})}>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
      role={role}
      size={size}
      placement={placement}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      scrollBehavior="inside"
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            {...(maxWidth ? { w: 'full', maxW: `min(${maxWidth}px, calc(100vw - 2rem))` } : {})}
            {...(testId ? { 'data-testid': testId } : {})}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {onSubmit ? (
              // display: contents keeps body and footer in the dialog's own layout (the body scrolls, the footer stays).
              <chakra.form display="contents" noValidate onSubmit={onSubmit} aria-label={title}>
                {content}
              </chakra.form>
            ) : (
              content
            )}
            {dismissible && closeLabel !== null && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
