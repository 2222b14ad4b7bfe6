import { Box, Button, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_PATH } from '../auth/redirects';
import { useSession } from '../auth/useSession';
import { viewedUser } from '../auth/viewAs/viewedUser';
import { useNarrowViewport } from '../lib/useNarrowViewport';
import { ChevronDownIcon, UserIcon } from '../widgets/icons';

/** The signed-in user's menu: who they are (the viewed user by name while viewing as someone, AUTH-020), and Log out. */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const viewed = session.viewingAs ? viewedUser(session) : null;
  const name = viewed?.name ?? session.user ?? session.userDetails?.identifier ?? 'Account';
  const email = session.email ?? session.userDetails?.email;
  // On a phone the header is one row: the menu is an icon named by the user.
  const narrow = useNarrowViewport();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {narrow ? (
          <IconButton variant="outline" size="xs" aria-label={name} title={name}>
            <UserIcon />
          </IconButton>
        ) : (
          <Button variant="outline" size="sm">
            {name}
            <ChevronDownIcon />
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="2" py="1.5">
              <Text fontWeight="medium">{name}</Text>
              {viewed?.idDetail && (
                <Text fontSize="sm" color="fg.muted">
                  {viewed.idDetail}
                </Text>
              )}
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
