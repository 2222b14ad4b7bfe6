import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { agentDashboardPath } from '../routes/statsPaths';
import { Landing } from './Landing';

/** ROUTE-008: provider staff may open any agent (AUTH-007). */
export default function MirusLandingPage() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [associateId, setAssociateId] = useState('');
  const [missing, setMissing] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = associateId.trim();
    if (id) return navigate(agentDashboardPath(id));
    // An empty submit says what is missing (ERR-090) instead of doing nothing.
    setMissing(true);
    input.current?.focus();
  }

  return (
    <Landing>
      <Text>As provider staff you can open the dashboard of any agent by their associate id.</Text>
      <form onSubmit={onSubmit} noValidate>
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Field.Root w="auto" required invalid={missing}>
            <Field.Label>Open an agent's dashboard</Field.Label>
            <Input
              ref={input}
              name="associateId"
              placeholder="Associate id"
              value={associateId}
              onChange={(e) => {
                setAssociateId(e.target.value);
                if (e.target.value.trim()) setMissing(false);
              }}
              autoComplete="off"
            />
            <Field.ErrorText>{MESSAGES.missingAssociateId}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" mt="6">
            Open dashboard
          </Button>
        </Flex>
      </form>
    </Landing>
  );
}
