import { List, Stack, Text } from '@chakra-ui/react';
import { SectionFrame } from './SectionFrame';
import { TeamMembersTable } from './TeamMembersTable';
import { useSection } from './useSection';

/** ROUTE-043: what the section is for and what can be changed in it. */
export default function SectionHelpPage() {
  const ctx = useSection();
  const { sectionKey, editor, states } = ctx;
  const phone = editor.config?.office.phone;
  return (
    <SectionFrame ctx={ctx} view="help">
      {(section) => (
        <Stack gap="4" maxW="3xl">
          <Text>{section.help}</Text>
          {section.helpOnly ? (
            <>
              <Text fontWeight="semibold">This section cannot be edited here.</Text>
              {sectionKey === 'phone-details' && (
                <Text>
                  {`Business phone: ${phone?.business || 'not set'} ` +
                    `(${phone?.onMicrosite ? 'shown' : 'not shown'} on your site).`}
                </Text>
              )}
            </>
          ) : (
            <Stack gap="2">
              <Text>You can change:</Text>
              <List.Root ps="5">
                {states.map((s) => (
                  <List.Item key={s.field.subkey || 'value'}>{s.field.label}</List.Item>
                ))}
              </List.Root>
              <Text>Saved changes wait for approval; the Live tab shows what visitors see now.</Text>
            </Stack>
          )}
          {sectionKey === 'team-members' && <TeamMembersTable editor={editor} states={states} />}
        </Stack>
      )}
    </SectionFrame>
  );
}
