import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { ModalDialog } from '../widgets/ModalDialog';

/** The frame of the scheduler's edit dialogs: a form, its failure text and Save. */
export function FormDialog({
  id,
  title,
  busy,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  id: string;
  title: string;
  busy: boolean;
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={id} loading={busy} loadingText="Saving">
            Save
          </Button>
        </>
      }
    >
      <form id={id} onSubmit={submit} noValidate>
        <Stack gap="4">
          {children}
          {failure && (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          )}
        </Stack>
      </form>
    </ModalDialog>
  );
}
