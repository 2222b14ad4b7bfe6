import { Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { validateAreaCode, type FieldErrors } from '@portal/rules';
import { useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { callTrackingMutationsRetryMutation } from '../__generated__/callTrackingMutationsRetryMutation.graphql';
import { pushAlert } from '../alerts/alertStore';
import { firstError } from '../relay/formFailure';
import { mutate } from '../relay/mutate';
import { FormField } from '../widgets/FormField';
import { retrySessionTrackerMutation } from './callTrackingMutations';

/**
 * STATS-013: asks for numbers in another area code. No numbers there is not a failure: an info alert says so
 * (ERR-092); a failed call is ERR-069 in the alert bar.
 */
export function AreaCodeForm({ agentId }: { agentId: string }) {
  const environment = useRelayEnvironment();
  const [areaCode, setAreaCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFound(null);
    const checked = validateAreaCode(areaCode);
    setErrors(checked);
    if (Object.keys(checked).length) return;
    setBusy(true);
    const code = areaCode.trim();
    mutate<callTrackingMutationsRetryMutation>(environment, retrySessionTrackerMutation, { input: { agentId, areaCode: code } })
      .then(
        ({ retrySessionTracker: result }) => {
          if (result.noNumbers) pushAlert(result.message ?? '', result.severity === 'info' ? 'info' : 'error');
          else setFound(`Numbers in area code ${code} were found.`);
        },
        () => undefined,
      )
      .finally(() => setBusy(false));
  };

  const error = firstError(errors, 'areaCode');
  return (
    <Stack as="section" gap="3" aria-labelledby="ct-area-heading">
      <Heading as="h2" size="lg" id="ct-area-heading">
        Numbers in another area code
      </Heading>
      <form onSubmit={submit} noValidate aria-label="Area code retry">
        <Flex gap="2" align="flex-start" wrap="wrap">
          <FormField label="Area code" error={error} w="auto">
            <Input value={areaCode} inputMode="numeric" maxLength={3} w="24" onChange={(e) => setAreaCode(e.target.value)} />
          </FormField>
          <Button type="submit" mt="6" loading={busy} loadingText="Asking">
            Get numbers
          </Button>
        </Flex>
      </form>
      {found && (
        <Text role="status" color="fg.success">
          {found}
        </Text>
      )}
    </Stack>
  );
}
