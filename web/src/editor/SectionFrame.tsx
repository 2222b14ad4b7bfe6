import type { EditorSectionSpec } from '@portal/rules';
import type { ReactNode } from 'react';
import { EditorFrame, Missing } from './EditorFrame';
import type { SectionView } from '../routes/paths';
import { SectionTabs } from './SectionTabs';
import type { SectionContext } from './useSection';

/**
 * The frame of a section's edit, help and live views (ROUTE-042..044): crumbs and title, the tabs between the views,
 * and the view itself, or a "no such section" note for a section the registry does not know.
 */
export function SectionFrame({
  ctx,
  view,
  children,
}: {
  ctx: SectionContext;
  view: SectionView;
  children: (section: EditorSectionSpec) => ReactNode;
}) {
  const { agentId, domainName, pageKey, sectionKey, title, pageTitle, section } = ctx;
  return (
    <EditorFrame
      agentId={agentId}
      domainName={domainName}
      title={title}
      trail={pageTitle}
      pageKey={pageKey}
      section={section?.label ?? sectionKey}
    >
      {section ? (
        <>
          <SectionTabs
            agentId={agentId}
            domainName={domainName}
            pageKey={pageKey}
            sectionKey={sectionKey}
            current={view}
            helpOnly={section.helpOnly}
          />
          {children(section)}
        </>
      ) : (
        <Missing text={`There is no ${sectionKey} section.`} agentId={agentId} domainName={domainName} />
      )}
    </EditorFrame>
  );
}
