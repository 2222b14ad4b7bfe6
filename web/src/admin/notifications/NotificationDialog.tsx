import { Checkbox, Flex, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { MESSAGES, TEXT_LIMITS } from '@portal/rules';
import { NOTIFICATION_VARIANT_LABELS, NOTIFICATION_VARIANTS } from './notificationLabels';
import { Controller, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { FormDialog } from '../../widgets/FormDialog';
import { FormField } from '../../widgets/FormField';
import { useKitForm } from '../../widgets/useKitForm';
import {
  dialogTextsOf,
  emptyNotificationValues,
  notificationErrors,
  notificationInputOf,
  notificationValuesOf,
  type NotificationDialogMode,
  type NotificationInput,
  type NotificationLike,
  type NotificationValues,
} from './notificationForm';
import { viewerTimeZone } from '../../lib/localDateTime';
import { NotificationPreview } from './NotificationPreview';

export interface NotificationDialogProps {
  mode: NotificationDialogMode;
  /** The row edited, duplicated (adding mode) or deleted; null for a new notification. */
  notification: NotificationLike | null;
  /** API-005 when adding, API-006 when editing: resolves once saved. */
  onSave: (input: NotificationInput) => Promise<unknown>;
  /** API-007: resolves once deleted. */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

function FlagField({ name, label }: { name: 'showDashboard' | 'showMxeditor'; label: string }) {
  return (
    <Controller<NotificationValues, typeof name>
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

function LivePreview() {
  const values = useWatch<NotificationValues>() as NotificationValues;
  return <NotificationPreview values={values} />;
}

function NotificationFormDialog({ mode, notification, onSave, onClose }: Omit<NotificationDialogProps, 'onDelete'>) {
  const texts = dialogTextsOf(mode);
  const form = useKitForm<NotificationValues>({
    defaultValues: notification ? notificationValuesOf(notification) : emptyNotificationValues(),
    validate: notificationErrors,
    failureText: MESSAGES.notificationSave,
    // Only editing keeps the stored instants of unchanged dates; a duplicate is a new notification.
    onSubmit: (values) => onSave(notificationInputOf(values, mode === 'editing' ? notification : null)),
  });
  return (
    <FormDialog form={form} title={texts.title} submitLabel={texts.submitLabel} busyLabel={texts.busyLabel} onClose={onClose} size="lg">
      <FormField name="header" label="Header" required maxLength={TEXT_LIMITS.notificationHeader}>
        <Input {...form.register('header')} autoComplete="off" />
      </FormField>
      <FormField name="message" label="Message" maxLength={TEXT_LIMITS.notificationMessage}>
        <Textarea {...form.register('message')} rows={3} autoComplete="off" />
      </FormField>
      <FormField name="variant" label="Variant" required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('variant')}>
            {NOTIFICATION_VARIANTS.map((v) => (
              <option key={v} value={v}>
                {NOTIFICATION_VARIANT_LABELS[v]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField name="start" label="Start" required>
          <Input type="datetime-local" {...form.register('start')} />
        </FormField>
        <FormField name="end" label="End" required>
          <Input type="datetime-local" {...form.register('end')} />
        </FormField>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" mt="-2">
        {`Times are in your time zone, ${viewerTimeZone()}. The notification shows from the start to the end, both included.`}
      </Text>
      <Flex gap="6" wrap="wrap">
        <FlagField name="showDashboard" label="Show on the dashboard" />
        <FlagField name="showMxeditor" label="Show in the editor" />
      </Flex>
      <LivePreview />
    </FormDialog>
  );
}

/**
 * ADMIN-046..050: the one notification dialog with the modes adding (new or duplicate), editing and deleting; its
 * title and buttons follow the mode. Saving and deleting go through the saving snackbar; a failure (ERR-052, ERR-053)
 * is repeated inside.
 */
export function NotificationDialog(props: NotificationDialogProps) {
  const { mode, notification, onDelete, onClose } = props;
  if (mode !== 'deleting') return <NotificationFormDialog {...props} />;
  const texts = dialogTextsOf(mode);
  const header = notification?.header ?? '';
  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel={texts.submitLabel}
      cancelLabel="Keep notification"
      failureText={MESSAGES.notificationDelete}
      onConfirm={onDelete}
      onClose={onClose}
    >
      <Text>{`Delete the notification "${header}"? Agents stop seeing it, and this cannot be undone.`}</Text>
    </ConfirmDialog>
  );
}
