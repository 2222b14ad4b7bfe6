import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { LoginPageQuery } from '../__generated__/LoginPageQuery.graphql';
import type { LoginLoaderData } from './loginLoader';
import { takeNext } from './redirects';
import { login } from './session';

const ERROR_ID = 'login-error';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.loginFailed;
}

/** ROUTE-011: sign in with a username and password, or with one of the sandbox's demo accounts. */
export default function LoginPage() {
  const { queryRef } = useLoaderData() as LoginLoaderData;
  const data = usePreloadedQuery<LoginPageQuery>(
    graphql`
      query LoginPageQuery {
        sandboxAccounts {
          username
          password
          label
        }
      }
    `,
    queryRef,
  );
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function signIn(username: string, password: string, source: string) {
    setBusy(source);
    setError(null);
    try {
      const session = await login(username, password);
      navigate(takeNext() ?? session.homePath, { replace: true }); // AUTH-006
    } catch (e) {
      setError(errorText(e));
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void signIn(String(form.get('username') ?? ''), String(form.get('password') ?? ''), 'form');
  }

  return (
    <Stack gap="8" maxW="md" mx="auto">
      <Card.Root as="section" aria-labelledby="login-heading">
        <Card.Header>
          <Heading as="h1" size="2xl" id="login-heading">
            Log in
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} aria-describedby={error ? ERROR_ID : undefined}>
            <Stack gap="4">
              <Field.Root invalid={!!error} required>
                <Field.Label>Username</Field.Label>
                <Input name="username" autoComplete="username" autoFocus />
              </Field.Root>
              <Field.Root invalid={!!error} required>
                <Field.Label>Password</Field.Label>
                <Input name="password" type="password" autoComplete="current-password" />
              </Field.Root>
              <Text id={ERROR_ID} color="fg.error" aria-live="assertive" minH="1lh">
                {error}
              </Text>
              <Button type="submit" loading={busy === 'form'} loadingText="Logging in" disabled={busy !== null}>
                Log in
              </Button>
            </Stack>
          </form>
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
                  loading={busy === account.username}
                  disabled={busy !== null}
                  onClick={() => void signIn(account.username, account.password, account.username)}
                >
                  <span>{account.label}</span>{' '}
                  <Text as="span" color="fg.muted" fontFamily="mono">
                    {account.username}
                  </Text>
                </Button>
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
