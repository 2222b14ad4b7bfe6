import { Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { REAL_ADDRESS_LABEL, REDIRECT_ADDRESS_LABEL } from '@portal/rules';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../widgets/FormField';

/** The domain a new redirect goes on: only the agent's domains that are not cancelled (D-31). */
export function DomainSelect({ domains }: { domains: readonly string[] }) {
  const { register } = useFormContext<{ domainName: string }>();
  return (
    <FormField name="domainName" label="Domain" required>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('domainName')}>
          <option value="">Choose a domain</option>
          {domains.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/**
 * One redirect: the local part on the chosen domain, and the real address the mail goes to. `prefix` places the
 * pair in a list (`rows.2.`); `suffix` tells the rows of a bulk form apart in their labels.
 */
export function RedirectFields({ domainName, prefix = '', suffix = '' }: { domainName: string; prefix?: string; suffix?: string }) {
  const { register } = useFormContext<Record<string, string>>();
  const local = `${prefix}redirectAddress`;
  const real = `${prefix}realAddress`;
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }} align="flex-start">
      <FormField name={local} label={`${REDIRECT_ADDRESS_LABEL}${suffix}`} required>
        <InputGroup endAddon={`@${domainName || 'domain'}`}>
          <Input {...register(local)} autoComplete="off" />
        </InputGroup>
      </FormField>
      <FormField name={real} label={`${REAL_ADDRESS_LABEL}${suffix}`} required>
        <Input type="email" {...register(real)} autoComplete="email" />
      </FormField>
    </Stack>
  );
}
