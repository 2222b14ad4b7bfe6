import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { trackSave } from '../../saving/trackSave';
import { useSession } from '../useSession';
import { applyViewAs } from './applyViewAs';
import { viewedUser } from './viewedUser';

/** AUTH-020: while viewing as someone else, who it is (by name), and the way back. */
export function ViewAsBanner() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.viewingAs) return null;
  const viewed = viewedUser(session);
  const stop = () =>
    trackSave(applyViewAs(null)).then(
      (next) => navigate(next.homePath),
      () => undefined,
    );
  return (
    <Box as="section" aria-label="Viewing as another user" bg="purple.subtle" color="purple.fg" px="4" py="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="medium">{`Viewing as ${viewed.name} (${viewed.type})`}</Text>
        {viewed.idDetail && <Text fontSize="sm">{viewed.idDetail}</Text>}
        {session.realUser && <Text fontSize="sm">{`Signed in as ${session.realUser}`}</Text>}
        <Button size="xs" variant="outline" colorPalette="purple" ms="auto" onClick={stop}>
          Stop viewing as
        </Button>
      </Flex>
    </Box>
  );
}
