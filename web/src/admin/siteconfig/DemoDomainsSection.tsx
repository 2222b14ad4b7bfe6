import { Box, Button, CloseButton, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { demoDomainProblem, normalizeDemoDomain } from '@portal/rules';
import { useRef, useState, type KeyboardEvent } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { FormField } from '../../widgets/FormField';
import type { SiteConfigValues } from './siteConfigForm';

/** ADMIN-053: the demo domains, one per row with its own remove button; a new one must be a domain name not yet listed. */
export function DemoDomainsSection() {
  const { control, formState, getValues } = useFormContext<SiteConfigValues>();
  const domains = useFieldArray({ control, name: 'demoDomains' });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const newField = useRef<HTMLInputElement>(null);

  // The removed row's button is gone: the keyboard goes on from the new domain's field.
  const remove = (index: number) => {
    domains.remove(index);
    newField.current?.focus();
  };

  const add = () => {
    const listed = getValues('demoDomains').map((d) => d.name);
    const found = demoDomainProblem(draft, listed);
    setProblem(found);
    if (found) return;
    domains.append({ name: normalizeDemoDomain(draft) }, { shouldFocus: false });
    setDraft('');
  };
  // Enter in the new domain's field adds it; it must not submit the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="site-config-demo-domains">
      <Heading as="h3" size="md" id="site-config-demo-domains">
        Demo domains
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Domains the demo users may open, whoever owns them.
      </Text>
      {domains.fields.length === 0 ? (
        <Text>No demo domains.</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Demo domains">
          {domains.fields.map((field, index) => {
            const name = getValues(`demoDomains.${index}.name`);
            const error = get(formState.errors, `demoDomains.${index}.name`) as { message?: string } | undefined;
            return (
              <Box as="li" key={field.id} borderBottomWidth="1px" py="1">
                <Flex align="center" justify="space-between" gap="2">
                  <Text wordBreak="break-all">{name}</Text>
                  <CloseButton size="xs" aria-label={`Remove ${name}`} onClick={() => remove(index)} />
                </Flex>
                {error?.message && (
                  <Text fontSize="sm" color="fg.error">
                    {error.message}
                  </Text>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Box flex="1" minW="12rem">
          <FormField label="New demo domain" error={problem}>
            <Input
              ref={newField}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
              placeholder="myagency.com"
              autoComplete="off"
            />
          </FormField>
        </Box>
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </Flex>
    </Stack>
  );
}
