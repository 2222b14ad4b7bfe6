import { Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { DOMAIN_TRANSACTIONS_HELP } from './domainTransactionsHelp';
import { Controller, useFormContext } from 'react-hook-form';
import type { SiteConfigValues } from './siteConfigForm';

const HELP_ID = 'site-config-transactions-help';

/** Issue #26: a switch reads as if it acted at once; this one waits for Save, and says so. */
const APPLIES_ON_SAVE = 'The change applies when you select Save below.';

/** ADMIN-052: the domain transactions switch and what it does. */
export function DomainTransactionsSection() {
  const { control } = useFormContext<SiteConfigValues>();
  return (
    <Stack as="section" gap="2" aria-labelledby="site-config-transactions">
      <Heading as="h3" size="md" id="site-config-transactions">
        Domain transactions
      </Heading>
      <Controller
        control={control}
        name="domainTransactionsEnabled"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} role="switch" aria-describedby={HELP_ID} />
            <Switch.Control />
            <Switch.Label>Agents may purchase and transfer domains</Switch.Label>
          </Switch.Root>
        )}
      />
      <Text id={HELP_ID} fontSize="sm" color="fg.muted">
        {`${DOMAIN_TRANSACTIONS_HELP} ${APPLIES_ON_SAVE}`}
      </Text>
    </Stack>
  );
}
