import { Button, CloseButton, Fieldset, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormField } from '../../widgets/FormField';
import { EMPTY_DEMO_USER, type SiteConfigValues } from './siteConfigForm';

/** ADMIN-054: the demo users, each edited in place: title (VALID-041), subtext (optional), associate id (VALID-042). */
export function DemoUsersSection() {
  const { control, register } = useFormContext<SiteConfigValues>();
  const users = useFieldArray({ control, name: 'demoUsers' });
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed user's button is gone: the keyboard goes on from the add button.
  const remove = (index: number) => {
    users.remove(index);
    addButton.current?.focus();
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="site-config-demo-users">
      <Heading as="h3" size="md" id="site-config-demo-users">
        Demo users
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        The agents whose users may open the demo domains.
      </Text>
      {users.fields.length === 0 && <Text>No demo users.</Text>}
      {users.fields.map((field, index) => (
        <Fieldset.Root key={field.id} borderTopWidth="1px" pt="3">
          <Flex justify="space-between" align="center">
            <Fieldset.Legend>{`Demo user ${index + 1}`}</Fieldset.Legend>
            <CloseButton size="xs" aria-label={`Remove demo user ${index + 1}`} onClick={() => remove(index)} />
          </Flex>
          <Flex gap="3" wrap="wrap">
            <FormField name={`demoUsers.${index}.title`} label="Title" required w="12rem">
              <Input {...register(`demoUsers.${index}.title`)} autoComplete="off" />
            </FormField>
            <FormField name={`demoUsers.${index}.subtext`} label="Subtext" w="12rem">
              <Input {...register(`demoUsers.${index}.subtext`)} autoComplete="off" />
            </FormField>
            <FormField name={`demoUsers.${index}.associateId`} label="Associate id" required w="9rem">
              <Input {...register(`demoUsers.${index}.associateId`)} autoComplete="off" />
            </FormField>
          </Flex>
        </Fieldset.Root>
      ))}
      <Button ref={addButton} type="button" alignSelf="flex-start" variant="outline" size="sm" onClick={() => users.append({ ...EMPTY_DEMO_USER })}>
        Add demo user
      </Button>
    </Stack>
  );
}
