import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { readViewAs, storeViewAs } from '../auth/viewAs/viewAsStorage';
import { readBackendChoice, storeBackendChoice } from '../shell/backendChoice';
import { LOCAL_BACKEND_HINT } from '../shell/devMode';

/**
 * When the session cannot load there is no header: a backend or view-as choice that caused it must still be
 * undoable from here (SHELL-010, AUTH-020).
 */
export function ChoiceRecovery() {
  const backend = readBackendChoice();
  const viewAs = readViewAs();
  if (!backend && !viewAs) return null;
  const undo = () => {
    storeBackendChoice(null);
    storeViewAs(null);
    window.location.reload();
  };
  return (
    <Stack as="section" aria-label="Your choices" gap="3" borderWidth="1px" rounded="md" p="4" mb="6">
      {backend === 'local' && <Text>{LOCAL_BACKEND_HINT}</Text>}
      {backend && <Text>{`The portal is using the backend "${backend}".`}</Text>}
      {viewAs && <Text>{`You are viewing the portal as ${viewAs.id}.`}</Text>}
      <Flex>
        <Button variant="outline" onClick={undo}>
          {viewAs ? 'Stop viewing as and use the default backend' : 'Use the default backend'}
        </Button>
      </Flex>
    </Stack>
  );
}
