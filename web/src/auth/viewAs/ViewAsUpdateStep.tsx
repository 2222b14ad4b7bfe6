import { Checkbox, Fieldset, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { CORPORATE_PERMISSIONS, isUserType, type CorporatePermission } from '@portal/rules';
import { corporatePermissionLabel } from '../../lib/format';
import { VIEW_AS_TYPES, type ViewAsForm } from '../../relay/viewAsChoice';
import { FormField } from '../../widgets/FormField';

interface Props {
  form: ViewAsForm;
  onChange: (form: ViewAsForm) => void;
  idError: string | null;
  internalLocked: boolean;
}

const INTERNAL_HELP_ID = 'view-as-internal-help';

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
      <FormField
        label="User id"
        required
        error={idError}
        helperText="An agent's associate id, or the id of a team member, employee or provider user."
      >
        <Input value={form.id} onChange={(e) => set({ id: e.target.value })} autoComplete="off" />
      </FormField>
      <FormField label="User type">
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
      </FormField>
      <Fieldset.Root>
        <Fieldset.Legend>Corporate permissions</Fieldset.Legend>
        <Fieldset.HelperText>The overview pages a corporate employee may open.</Fieldset.HelperText>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {CORPORATE_PERMISSIONS.map((permission) => (
            <Checkbox.Root
              key={permission}
              size="sm"
              checked={form.corporatePermissions.includes(permission)}
              onCheckedChange={(e) => togglePermission(permission, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{corporatePermissionLabel(permission)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Stack gap="1.5">
        <Switch.Root
          checked={form.internal && !internalLocked}
          disabled={internalLocked}
          onCheckedChange={(e) => set({ internal: e.checked })}
        >
          <Switch.HiddenInput aria-describedby={INTERNAL_HELP_ID} />
          <Switch.Control />
          <Switch.Label>Internal</Switch.Label>
        </Switch.Root>
        <Text id={INTERNAL_HELP_ID} fontSize="sm" color="fg.muted">
          {internalLocked
            ? 'Internal was turned off. Reload the page to turn it on again.'
            : 'Provider staff are internal. Once turned off and applied, it stays off until you reload the page.'}
        </Text>
      </Stack>
      <FormField label="Granted agents" helperText="Associate ids an agent team member works for, separated by commas.">
        <Input
          value={form.staffAgents}
          onChange={(e) => set({ staffAgents: e.target.value })}
          placeholder="A1001, A1002"
          autoComplete="off"
        />
      </FormField>
    </Stack>
  );
}
