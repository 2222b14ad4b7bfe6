import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_PATH } from '../auth/redirects';
import { useSession } from '../auth/useSession';
import { ChevronDownIcon } from '../widgets/icons';

/** The signed-in user's menu: who they are, and Log out. */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const name = session.user ?? session.userDetails?.identifier ?? 'Account';
  const email = session.email ?? session.userDetails?.email;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {name}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="2" py="1.5">
              <Text fontWeight="medium">{name}</Text>
              {email && email !== name && (
                <Text fontSize="sm" color="fg.muted">
                  {email}
                </Text>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => navigate(LOGOUT_PATH)}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
