import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { agentDashboardPath } from '../stats/paths';
import { Landing } from './Landing';

/** ROUTE-008: provider staff may open any agent (AUTH-007). */
export default function MirusLandingPage() {
  const navigate = useNavigate();
  const [associateId, setAssociateId] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = associateId.trim();
    if (id) navigate(agentDashboardPath(id));
  }

  return (
    <Landing>
      <Text>As provider staff you can open the dashboard of any agent by their associate id.</Text>
      <form onSubmit={onSubmit}>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root w="auto" required>
            <Field.Label>Open an agent's dashboard</Field.Label>
            <Input
              name="associateId"
              placeholder="Associate id"
              value={associateId}
              onChange={(e) => setAssociateId(e.target.value)}
              autoComplete="off"
            />
          </Field.Root>
          <Button type="submit">Open dashboard</Button>
        </Flex>
      </form>
    </Landing>
  );
}
