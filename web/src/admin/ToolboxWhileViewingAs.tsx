import { Button, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyViewAs } from '../auth/viewAs/applyViewAs';
import { trackSave } from '../saving/trackSave';
import { ModalDialog } from '../widgets/ModalDialog';
import { useToolboxParam } from './toolboxParam';

/**
 * Provider staff viewing the portal as someone else act as that user, and the gateway refuses every toolbox
 * operation to them (decision D-06): `?admin` says so and offers the way back instead of a toolbox that fails.
 */
export default function ToolboxWhileViewingAs() {
  const { close } = useToolboxParam();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Back as themselves, provider staff may open every page: the same address, now with the toolbox.
  const stop = () =>
    trackSave(applyViewAs(null)).then(
      () => navigate(`${pathname}${search}`, { replace: true }),
      () => undefined,
    );
  return (
    <ModalDialog
      title="Admin toolbox"
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Close
          </Button>
          <Button onClick={stop}>Stop viewing as</Button>
        </>
      }
    >
      <Text>The toolbox works with your own account. Stop viewing as another user to use it.</Text>
    </ModalDialog>
  );
}
