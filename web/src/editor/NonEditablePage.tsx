import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { editorSection, pageLabel } from '@portal/rules';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useEditorData } from './editorData';
import { NO_ITEMS } from '../widgets/DataTable';
import { EditorFrame, Missing } from './EditorFrame';
import { useEditorRef } from './EditorLayout';
import { fieldStates } from './fieldStates';
import { LiveValues } from './LiveValues';
import { sectionHref } from '../routes/paths';

/** ROUTE-045: a page's content as visitors see it (approved content only), read-only, section by section. */
export default function NonEditablePage() {
  const editor = useEditorData(useEditorRef());
  const { agentID = '', domainName = '', pageKey = '' } = useParams();
  const treePage = editor.pages?.find((p) => p.key === pageKey);
  const label = treePage?.label ?? pageLabel(pageKey);
  const title = `${label} Page Content for ${domainName}`;
  if (!treePage) {
    return (
      <EditorFrame agentId={agentID} domainName={domainName} title={title} trail={label}>
        <Missing
          text={`The ${label} page is not part of ${domainName}'s editor.`}
          agentId={agentID}
          domainName={domainName}
        />
      </EditorFrame>
    );
  }
  return (
    <EditorFrame agentId={agentID} domainName={domainName} title={title} trail={label}>
      <Text color="fg.muted">This is a read-only view of the page's live content. Pending changes are not shown.</Text>
      {treePage.sections.length === 0 && <Text>{NO_ITEMS}</Text>}
      {treePage.sections.map((s) => {
        const states = fieldStates(s.key, pageKey, editor.config, editor.overrides ?? []);
        return (
          <Stack key={s.key} as="section" gap="3" aria-labelledby={`section-${s.key}`}>
            <Heading as="h2" size="lg" id={`section-${s.key}`}>
              {s.label}
            </Heading>
            {s.helpOnly ? (
              <Text>{editorSection(s.key)?.help}</Text>
            ) : (
              <LiveValues states={states} label={`Live content of ${s.label}`} />
            )}
            <Link asChild colorPalette="blue" alignSelf="flex-start" fontSize="sm">
              <RouterLink
                to={sectionHref({ agentID, domainName, pageKey, sectionKey: s.key }, s.helpOnly ? 'help' : 'edit')}
                aria-label={`${s.helpOnly ? 'Help for' : 'Edit'} ${s.label}`}
              >
                {s.helpOnly ? 'Help' : 'Edit'}
              </RouterLink>
            </Link>
          </Stack>
        );
      })}
    </EditorFrame>
  );
}
