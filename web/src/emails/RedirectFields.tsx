import { Field, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { REAL_ADDRESS_LABEL, REDIRECT_ADDRESS_LABEL, type FieldErrors } from '@portal/rules';
import type { RedirectRowInput } from './redirectForm';

/** The domain a new redirect goes on: only the agent's domains that are not cancelled (D-31). */
export function DomainSelect({
  domains,
  value,
  error,
  onChange,
}: {
  domains: readonly string[];
  value: string;
  error?: string;
  onChange: (domainName: string) => void;
}) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>Domain</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose a domain</option>
          {domains.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** One redirect: the local part on the chosen domain, and the real address the mail goes to. */
export function RedirectFields({
  row,
  domainName,
  errors,
  suffix = '',
  autoFocus,
  onChange,
}: {
  row: RedirectRowInput;
  domainName: string;
  errors: FieldErrors;
  /** Tells the rows of a bulk form apart in their labels. */
  suffix?: string;
  autoFocus?: boolean;
  onChange: (row: RedirectRowInput) => void;
}) {
  const localError = errors.localPart?.[0];
  const realError = errors.realAddress?.[0];
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Field.Root invalid={!!localError} required>
        <Field.Label>{`${REDIRECT_ADDRESS_LABEL}${suffix}`}</Field.Label>
        <InputGroup endAddon={`@${domainName || 'domain'}`}>
          <Input
            value={row.localPart}
            onChange={(e) => onChange({ ...row, localPart: e.target.value })}
            autoComplete="off"
            autoFocus={autoFocus}
          />
        </InputGroup>
        {localError && <Field.ErrorText>{localError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={!!realError} required>
        <Field.Label>{`${REAL_ADDRESS_LABEL}${suffix}`}</Field.Label>
        <Input
          type="email"
          value={row.realAddress}
          onChange={(e) => onChange({ ...row, realAddress: e.target.value })}
          autoComplete="email"
        />
        {realError && <Field.ErrorText>{realError}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
