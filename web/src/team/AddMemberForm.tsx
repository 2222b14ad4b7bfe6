import { Heading, Input, Stack } from '@chakra-ui/react';
import { MESSAGES, validateStaffChange } from '@portal/rules';
import { Form } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import { useUpdateStaff } from './mutations';

interface AddMemberValues {
  email: string;
}

const HEADING_ID = 'add-staff-heading';

/** TEAM-002: a staff account joins the team by its e-mail address. */
export function AddMemberForm({
  agentId,
  members,
  onAdded,
}: {
  agentId: string;
  members: readonly (string | null)[];
  onAdded: (email: string) => void;
}) {
  const [updateStaff] = useUpdateStaff();
  const form = useKitForm<AddMemberValues>({
    defaultValues: { email: '' },
    validate: ({ email }) => validateStaffChange({ action: 'add', email }, members),
    failureText: MESSAGES.staffUpdate,
    onSubmit: async ({ email }) => {
      await updateStaff({ input: { agentId, action: 'add', email: email.trim() } });
      form.reset({ email: '' });
      onAdded(email.trim());
    },
  });
  return (
    <Stack gap="3" maxW="lg" as="section" aria-labelledby={HEADING_ID}>
      <Heading as="h2" size="lg" id={HEADING_ID}>
        Add a staff member
      </Heading>
      <Form form={form} label="Add a staff member" submitLabel="Add staff member" busyLabel="Adding">
        <FormField
          name="email"
          label="Staff member's email"
          required
          helperText="They need a staff account already; they start with every permission but billing."
        >
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
      </Form>
    </Stack>
  );
}
