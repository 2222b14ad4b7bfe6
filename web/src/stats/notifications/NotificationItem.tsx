import { Badge, Box, Button, CloseButton, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotificationItem_notification$key } from '../../__generated__/NotificationItem_notification.graphql';
import { formatDateTime } from '../../lib/format';
import { ChevronDownIcon } from '../../widgets/icons';
import { useExpandAgentNotification } from './mutations';

/** Words for the variant, so the kind is not told by color alone. */
const VARIANTS = {
  info: { label: 'Update', palette: 'blue' },
  warning: { label: 'Attention', palette: 'orange' },
  error: { label: 'Problem', palette: 'red' },
  success: { label: 'Good news', palette: 'green' },
} as const;

interface Props {
  notification: NotificationItem_notification$key;
  onDismiss: (id: string, title: string) => void;
}

/**
 * One notification (STATS-004): its title is a disclosure button that shows the message; the first expansion of an
 * unread one sends API-064 once (STATS-006), optimistically, and collapses it again if that fails.
 */
export function NotificationItem({ notification, onDismiss }: Props) {
  const n = useFragment(
    graphql`
      fragment NotificationItem_notification on AgentNotification {
        id
        title
        message
        variant
        created
        expanded
      }
    `,
    notification,
  );
  const [open, setOpen] = useState(false);
  const [expand] = useExpandAgentNotification();
  const messageId = useId();
  const variant = VARIANTS[n.variant as keyof typeof VARIANTS] ?? VARIANTS.info;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !n.expanded) {
      // The failure is in the alert bar (ERR-088); the item goes back to how it was.
      expand(n.id).catch(() => setOpen(false));
    }
  };

  return (
    <Box
      borderWidth="1px"
      borderLeftWidth="4px"
      borderColor="border"
      borderLeftColor={`${variant.palette}.solid`}
      borderRadius="md"
      bg="bg.panel"
      p="3"
    >
      <Flex gap="2" align="flex-start">
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h3" size="sm">
            <Button
              variant="plain"
              h="auto"
              p="0"
              minW="0"
              whiteSpace="normal"
              textAlign="start"
              justifyContent="flex-start"
              fontWeight="semibold"
              aria-expanded={open}
              aria-controls={messageId}
              onClick={toggle}
            >
              <Box as="span" flexShrink={0} transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.15s">
                <ChevronDownIcon />
              </Box>
              {n.title}
            </Button>
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette={variant.palette} variant="subtle">
              {variant.label}
            </Badge>
            {!n.expanded && (
              <Badge colorPalette="purple" variant="solid">
                New
              </Badge>
            )}
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(n.created)}
            </Text>
          </Flex>
          <Box id={messageId} hidden={!open}>
            <Text pt="1" overflowWrap="anywhere">
              {n.message}
            </Text>
          </Box>
        </Stack>
        <CloseButton size="sm" aria-label={`Dismiss notification: ${n.title}`} onClick={() => onDismiss(n.id, n.title)} />
      </Flex>
    </Box>
  );
}
