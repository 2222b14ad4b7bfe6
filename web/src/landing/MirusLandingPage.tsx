import { Input, Text } from '@chakra-ui/react';
import { MESSAGES, type FieldErrors } from '@portal/rules';
import { useNavigate } from 'react-router-dom';
import { Form } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import { Landing } from './Landing';
import { PATHS } from '../routes/paths';

interface OpenAgentValues {
  associateId: string;
}

/** An empty submit says what is missing (ERR-090) instead of doing nothing. */
const openAgentErrors = ({ associateId }: OpenAgentValues): FieldErrors =>
  associateId.trim() ? {} : { associateId: [MESSAGES.missingAssociateId] };

/** ROUTE-008: provider staff may open any agent (AUTH-007). */
export default function MirusLandingPage() {
  const navigate = useNavigate();
  const form = useKitForm<OpenAgentValues>({
    defaultValues: { associateId: '' },
    validate: openAgentErrors,
    failureText: MESSAGES.generic,
    keepsWork: false,
    onSubmit: ({ associateId }) => navigate(PATHS.dashboard.href({ agentID: associateId.trim() })),
  });

  return (
    <Landing>
      <Text>As provider staff you can open the dashboard of any agent by their associate id.</Text>
      <Form form={form} label="Open an agent" submitLabel="Open dashboard">
        <FormField name="associateId" label="Open an agent's dashboard" required w="auto">
          <Input placeholder="Associate id" autoComplete="off" {...form.register('associateId')} />
        </FormField>
      </Form>
    </Landing>
  );
}
