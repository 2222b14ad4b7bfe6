import { Box, Stack, Text } from '@chakra-ui/react';
import { notificationLocation } from '@portal/rules';
import { notificationActiveLabel } from './notificationLabels';
import { SiteNotificationAlert } from '../../shell/SiteNotificationAlert';
import { previewActive, type NotificationValues } from './notificationForm';

const PLACES = {
  none: 'Shown nowhere: choose the dashboard, the editor or both.',
  dashboard: 'Shown on the agent dashboard.',
  mxeditor: 'Shown in the domain editor.',
  both: 'Shown on the agent dashboard and in the domain editor.',
} as const;

/**
 * ADMIN-046: the notification as agents will see it, with the shell's own alert (SHELL-031), where it will show and
 * whether these dates make it show right now. It follows every keystroke.
 */
export function NotificationPreview({ values }: { values: NotificationValues }) {
  const place = notificationLocation(values.showDashboard, values.showMxeditor);
  const active = previewActive(values);
  return (
    <Stack as="section" aria-label="Preview" gap="2" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Text fontWeight="semibold">Preview</Text>
      <Box aria-live="polite">
        <SiteNotificationAlert
          header={values.header.trim() || 'The header goes here'}
          message={values.message.trim()}
          variant={values.variant}
        />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {`${PLACES[place]} ${active ? `${notificationActiveLabel(true)}.` : 'Not active at these times.'}`}
      </Text>
    </Stack>
  );
}
