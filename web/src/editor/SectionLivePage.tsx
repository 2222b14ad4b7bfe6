import { Text } from '@chakra-ui/react';
import { EditorFrame, Missing } from './EditorFrame';
import { LiveValues } from './LiveValues';
import { SectionTabs } from './SectionTabs';
import { useSection } from './useSection';

/** ROUTE-044, EDITOR-008: only approved content; pending changes show here once approved. */
export default function SectionLivePage() {
  const { agentId, domainName, pageKey, sectionKey, title, pageTitle, section, states } = useSection();
  if (!section) {
    return (
      <EditorFrame
        agentId={agentId}
        domainName={domainName}
        title={title}
        trail={pageTitle}
        pageKey={pageKey}
        section={sectionKey}
      >
        <Missing text={`There is no ${sectionKey} section.`} agentId={agentId} domainName={domainName} />
      </EditorFrame>
    );
  }
  const pending = states.filter((s) => s.status === 'pending').length;
  return (
    <EditorFrame
      agentId={agentId}
      domainName={domainName}
      title={title}
      trail={pageTitle}
      pageKey={pageKey}
      section={section.label}
    >
      <SectionTabs
        agentId={agentId}
        domainName={domainName}
        pageKey={pageKey}
        sectionKey={sectionKey}
        current="live"
        helpOnly={section.helpOnly}
      />
      <Text color="fg.muted">
        {pending > 0
          ? `What visitors see now. ${pending === 1 ? 'One change waits' : `${pending} changes wait`} for approval ` +
            'and will show here once approved.'
          : 'What visitors see now.'}
      </Text>
      <LiveValues states={states} label={`Live content of ${section.label}`} />
    </EditorFrame>
  );
}
