import { Checkbox, Field, Fieldset, Input, NativeSelect, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { CORPORATE_PERMISSIONS, isUserType, type CorporatePermission } from '@portal/rules';
import { VIEW_AS_TYPES, type ViewAsForm } from '../../relay/viewAsChoice';

interface Props {
  form: ViewAsForm;
  onChange: (form: ViewAsForm) => void;
  idError: string | null;
  internalLocked: boolean;
}

/** AUTH-020: who to view the portal as. */
export function ViewAsUpdateStep({ form, onChange, idError, internalLocked }: Props) {
  const set = (patch: Partial<ViewAsForm>) => onChange({ ...form, ...patch });
  const togglePermission = (permission: CorporatePermission, on: boolean) =>
    set({
      corporatePermissions: on
        ? [...form.corporatePermissions, permission]
        : form.corporatePermissions.filter((p) => p !== permission),
    });

  return (
    <Stack gap="4" pt="4">
      <Field.Root required invalid={!!idError}>
        <Field.Label>User id</Field.Label>
        <Input value={form.id} onChange={(e) => set({ id: e.target.value })} autoComplete="off" />
        <Field.HelperText>An agent's associate id, or the id of a team member, employee or provider user.</Field.HelperText>
        <Field.ErrorText>{idError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>User type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.userType}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isUserType(value)) set({ userType: value });
            }}
          >
            {VIEW_AS_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Fieldset.Root>
        <Fieldset.Legend>Corporate permissions</Fieldset.Legend>
        <Fieldset.HelperText>What a corporate employee may open in the overview.</Fieldset.HelperText>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
          {CORPORATE_PERMISSIONS.map((permission) => (
            <Checkbox.Root
              key={permission}
              size="sm"
              checked={form.corporatePermissions.includes(permission)}
              onCheckedChange={(e) => togglePermission(permission, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{permission}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Field.Root disabled={internalLocked}>
        <Switch.Root
          checked={form.internal && !internalLocked}
          disabled={internalLocked}
          onCheckedChange={(e) => set({ internal: e.checked })}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Internal</Switch.Label>
        </Switch.Root>
        <Field.HelperText>
          {internalLocked
            ? 'Internal was turned off. Reload the page to turn it on again.'
            : 'Provider staff are internal. Once turned off and applied, it stays off until you reload the page.'}
        </Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Granted agents</Field.Label>
        <Input
          value={form.staffAgents}
          onChange={(e) => set({ staffAgents: e.target.value })}
          placeholder="A1001, A1002"
          autoComplete="off"
        />
        <Field.HelperText>Associate ids an agent team member works for, separated by commas.</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
