import { editorSection, pageLabel, sectionLabel, type EditorSectionSpec } from '@portal/rules';
import { editorTitle } from './editorTitle';
import { useParams } from 'react-router-dom';
import { useEditorData, type EditorData } from './editorData';
import { useEditorRef } from './EditorLayout';
import { fieldStates, type FieldState } from './fieldStates';

export interface SectionContext {
  agentId: string;
  domainName: string;
  pageKey: string;
  sectionKey: string;
  /** ROUTE-046. */
  title: string;
  pageTitle: string;
  section: EditorSectionSpec | undefined;
  editor: EditorData;
  states: FieldState[];
}

/** The section of the address, its registry entry and its inputs' values (newest override or config default). */
export function useSection(): SectionContext {
  const editor = useEditorData(useEditorRef());
  const { agentID = '', domainName = '', pageKey = '', sectionKey = '' } = useParams();
  const treePage = editor.pages?.find((p) => p.key === pageKey);
  return {
    agentId: agentID,
    domainName,
    pageKey,
    sectionKey,
    title: editorTitle(sectionLabel(sectionKey), domainName),
    pageTitle: treePage?.label ?? pageLabel(pageKey),
    section: editorSection(sectionKey),
    editor,
    states: fieldStates(sectionKey, pageKey, editor.config, editor.overrides ?? [], editor.decisions ?? []),
  };
}
