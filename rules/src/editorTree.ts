/** The editor tree (EDITOR-001, EDITOR-002): API-052's nodes, without the disabled ones, as the landing's pages. */
import { isHelpOnly, pageLabel, sectionLabel } from './editorSections';

export const EDITOR_NODE_TYPES = ['page', 'group', 'component'] as const;
export type EditorNodeType = (typeof EDITOR_NODE_TYPES)[number];

/** API-052's node. */
export interface EditorTreeNode {
  key: string;
  editor_type: EditorNodeType;
  children?: readonly EditorTreeNode[];
  enabled?: boolean;
}

/** EDITOR-002: the tree without its disabled nodes (a disabled page or group hides everything under it). */
export function enabledTree(nodes: readonly EditorTreeNode[]): EditorTreeNode[] {
  return nodes
    .filter((n) => n.enabled !== false)
    .map((n) => (n.children ? { ...n, children: enabledTree(n.children) } : n));
}

export interface EditorTreeSection {
  key: string;
  label: string;
  /** The group node it sits in, if any. */
  group: string | null;
  helpOnly: boolean;
}

export interface EditorTreePage {
  key: string;
  label: string;
  sections: EditorTreeSection[];
}

/** The landing page's list (EDITOR-001): enabled pages with their enabled components, groups flattened. */
export function treePages(nodes: readonly EditorTreeNode[]): EditorTreePage[] {
  const pages: EditorTreePage[] = [];
  const collect = (list: readonly EditorTreeNode[], group: string | null, into: EditorTreeSection[]) => {
    for (const node of list) {
      if (node.editor_type === 'component') {
        into.push({ key: node.key, label: sectionLabel(node.key), group, helpOnly: isHelpOnly(node.key) });
      } else if (node.children) {
        collect(node.children, node.editor_type === 'group' ? node.key : group, into);
      }
    }
  };
  for (const node of enabledTree(nodes)) {
    if (node.editor_type !== 'page') continue;
    const sections: EditorTreeSection[] = [];
    collect(node.children ?? [], null, sections);
    pages.push({ key: node.key, label: pageLabel(node.key), sections });
  }
  return pages;
}
