import { pageLabel, sectionLabel } from '@portal/rules';
import { editorTitle } from './editorTitle';
import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { editorLoader, sectionEditLoader, sectionRootLoader } from './loaders';
import { shouldRevalidateEditor } from './revalidate';

type Params = Record<string, string | undefined>;

/** SHELL-031: the editor's pages show the site notifications flagged show_mxeditor. */
const inEditor = { siteNotifications: 'mxeditor' } as const;

/** ROUTE-046: "{label} Editor for {domain}". */
const sectionTitle = ({ sectionKey, domainName }: Params) =>
  editorTitle(sectionLabel(sectionKey ?? ''), domainName ?? 'a domain');

/** Children of /agents/:agentID/ for the domain editor (ROUTE-040..046). */
export const editorRoutes: RouteObject[] = [
  {
    id: 'domain-editor',
    path: PATHS.editor.pattern,
    loader: editorLoader,
    shouldRevalidate: shouldRevalidateEditor,
    lazy: { Component: async () => (await import('./EditorLayout')).default },
    children: [
      // ROUTE-040
      {
        index: true,
        ...page(
          () => import('./EditorLanding'),
          ({ domainName }) => editorTitle('Site', domainName ?? 'a domain'),
          inEditor,
        ),
      },
      // ROUTE-045 (a static segment, so it outranks {editor}/)
      {
        path: PATHS.nonEditable.pattern,
        ...page(
          () => import('./NonEditablePage'),
          ({ pageKey, domainName }) => `${pageLabel(pageKey ?? '')} Page Content for ${domainName ?? 'a domain'}`,
          inEditor,
        ),
      },
      // ROUTE-041
      { path: PATHS.section.pattern, loader: sectionRootLoader, element: null },
      // ROUTE-042
      {
        path: PATHS.sectionEdit.pattern,
        loader: sectionEditLoader,
        ...page(() => import('./SectionEditPage'), sectionTitle, inEditor),
      },
      // ROUTE-043
      { path: PATHS.sectionHelp.pattern, ...page(() => import('./SectionHelpPage'), sectionTitle, inEditor) },
      // ROUTE-044
      { path: PATHS.sectionLive.pattern, ...page(() => import('./SectionLivePage'), sectionTitle, inEditor) },
    ],
  },
];
