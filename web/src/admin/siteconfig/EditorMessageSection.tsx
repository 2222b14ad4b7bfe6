import { Heading, Stack, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../widgets/FormField';
import type { SiteConfigValues } from './siteConfigForm';

/** Decision D-53: the notice at the top of every editor page, for everyone who edits; empty means none. */
export function EditorMessageSection() {
  const { register } = useFormContext<SiteConfigValues>();
  return (
    <Stack as="section" gap="2" aria-labelledby="site-config-editor-message">
      <Heading as="h3" size="md" id="site-config-editor-message">
        Editor message
      </Heading>
      <FormField
        name="editorMessage"
        label="Message shown on every editor page"
        helperText="Everyone who edits a site sees it at the top of the editor. Leave it empty for no message."
      >
        <Textarea {...register('editorMessage')} rows={3} autoComplete="off" />
      </FormField>
    </Stack>
  );
}
