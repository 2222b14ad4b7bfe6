import { Box, Button, Card, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type FieldErrors } from '@portal/rules';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { LoginPage_accounts$key } from '../__generated__/LoginPage_accounts.graphql';
import { Form, FormFailure } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { PageHeader } from '../widgets/PageHeader';
import { useKitForm } from '../widgets/useKitForm';
import { useLoginPageData } from './loaders';
import { takeNext } from './redirects';
import { login } from './session';

interface LoginValues {
  username: string;
  password: string;
}

/** Both fields are needed before the gateway is asked (decision D-82). */
function loginErrors({ username, password }: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = ['Enter your username.'];
  if (!password) errors.password = ['Enter your password.'];
  return errors;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.loginFailed;
}

/** ROUTE-011: sign in with a username and password, or with one of the sandbox's demo accounts. */
export default function LoginPage() {
  const data = useFragment<LoginPage_accounts$key>(
    graphql`
      fragment LoginPage_accounts on Query {
        sandboxAccounts {
          username
          password
          label
        }
      }
    `,
    useLoginPageData(),
  );
  const navigate = useNavigate();
  const [demoBusy, setDemoBusy] = useState<string | null>(null);
  const [demoFailure, setDemoFailure] = useState<string | null>(null);

  const signIn = async (username: string, password: string) => {
    const session = await login(username, password);
    navigate(takeNext() ?? session.homePath, { replace: true }); // AUTH-006
  };

  const form = useKitForm<LoginValues>({
    defaultValues: { username: '', password: '' },
    validate: loginErrors,
    failureText: MESSAGES.loginFailed,
    keepsWork: false,
    // The gateway's refusal (AUTH-024, D-63) is the form's failure, said once under the fields.
    serverFields: () => null,
    onSubmit: ({ username, password }) => {
      setDemoFailure(null);
      return signIn(username, password);
    },
  });
  const busy = form.busy || demoBusy !== null;

  const signInAs = (username: string, password: string) => {
    setDemoBusy(username);
    setDemoFailure(null);
    signIn(username, password).catch((error: unknown) => {
      setDemoFailure(errorText(error));
      setDemoBusy(null);
    });
  };

  return (
    <Stack gap="8" maxW="md" mx="auto">
      <Card.Root as="section" aria-label="Log in">
        <Card.Header>
          <PageHeader title="Log in" />
        </Card.Header>
        <Card.Body>
          <Form form={form} label="Log in" submitLabel="Log in" busyLabel="Logging in">
            <FormField name="username" label="Username" required>
              <Input autoComplete="username" autoFocus {...form.register('username')} />
            </FormField>
            <FormField name="password" label="Password" required>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </FormField>
          </Form>
        </Card.Body>
      </Card.Root>

      {data.sandboxAccounts.length > 0 && (
        <Box as="section" aria-labelledby="demo-accounts-heading">
          <Heading as="h2" size="lg" id="demo-accounts-heading" mb="3">
            Demo accounts
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {data.sandboxAccounts.map((account) => (
              <li key={account.username}>
                <Button
                  variant="outline"
                  w="full"
                  justifyContent="space-between"
                  loading={demoBusy === account.username}
                  disabled={busy}
                  onClick={() => signInAs(account.username, account.password)}
                >
                  <span>{account.label}</span>{' '}
                  <Text as="span" color="fg.muted" fontFamily="mono">
                    {account.username}
                  </Text>
                </Button>
              </li>
            ))}
          </Stack>
          <Box mt="3">
            <FormFailure text={demoFailure} />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
