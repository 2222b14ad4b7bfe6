import { Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, validateAreaCode } from '@portal/rules';
import { useState } from 'react';
import { pushAlert } from '../alerts/alertStore';
import { hasCode } from '../relay/GraphQLRequestError';
import { Form } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import { useRetrySessionTracker } from './mutations';

/**
 * STATS-013: asks for numbers in another area code. No numbers there is not a failure: an info alert says so
 * (ERR-092); a failed call is ERR-069 in the alert bar, said there once (only bad input comes back to the field).
 */
export function AreaCodeForm({ agentId }: { agentId: string }) {
  const [retry] = useRetrySessionTracker();
  const [found, setFound] = useState<string | null>(null);
  const form = useKitForm<{ areaCode: string }>({
    defaultValues: { areaCode: '' },
    validate: ({ areaCode }) => validateAreaCode(areaCode),
    failureText: MESSAGES.callTrackingAreaCode,
    keepsWork: false,
    onSubmit: async ({ areaCode }) => {
      setFound(null);
      const code = areaCode.trim();
      try {
        const { retrySessionTracker: result } = await retry({ input: { agentId, areaCode: code } });
        if (result.noNumbers) pushAlert(result.message ?? '', result.severity === 'info' ? 'info' : 'error');
        else setFound(`Numbers in area code ${code} were found.`);
      } catch (error) {
        if (hasCode(error, 'BAD_USER_INPUT')) throw error;
      }
    },
  });

  return (
    <Stack as="section" gap="3" aria-labelledby="ct-area-heading">
      <Heading as="h2" size="lg" id="ct-area-heading">
        Numbers in another area code
      </Heading>
      <Form form={form} label="Area code retry" submitLabel="Get numbers" busyLabel="Asking">
        <FormField name="areaCode" label="Area code" w="auto">
          <Input {...form.register('areaCode')} inputMode="numeric" maxLength={3} w="24" autoComplete="off" />
        </FormField>
      </Form>
      {found && (
        <Text role="status" color="fg.success">
          {found}
        </Text>
      )}
    </Stack>
  );
}
