import { chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface ModalDialogProps {
  open?: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** A maximum width in px that the spec fixes for this dialog (CONST-039), less a margin on a phone. */
  maxWidth?: number;
  /** Makes body and footer one form, so Enter in a field submits with the footer's submit button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Where focus starts instead of the first field or button (a confirmation starts on its way out). */
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes back to on close, when the dialog was opened by no button (a keyboard shortcut). */
  finalFocusEl?: () => HTMLElement | null;
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
  maxWidth,
  onSubmit,
  initialFocusEl,
  finalFocusEl,
}: ModalDialogProps) {
  const content = (
    <>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      size={size}
      scrollBehavior="inside"
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(maxWidth ? { w: 'full', maxW: `min(${maxWidth}px, calc(100vw - 2rem))` } : {})}>
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
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
