import { isHelpOnly } from '@portal/rules';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import EditorLayoutQueryNode, { type EditorLayoutQuery } from '../__generated__/EditorLayoutQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type EditorLoaderData = QueryLoaderData<EditorLayoutQuery>;

/** ROUTE-040..046: one query for every editor page of the domain (config, tree, overrides, content, site config). */
export async function editorLoader({ request, params }: LoaderFunctionArgs): Promise<EditorLoaderData> {
  await requireAccess(request);
  return preloadQuery<EditorLayoutQuery>(
    EditorLayoutQueryNode,
    { agentId: params.agentID ?? '', domainName: params.domainName ?? '' },
    'store-and-network',
  );
}

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** ROUTE-041: a section's root opens its edit view. */
export function sectionRootLoader({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  throw replace(`${withSlash(url.pathname)}edit/${url.search}`);
}

/** ROUTE-042, EDITOR-043: a section without an edit component opens its help view instead. */
export function sectionEditLoader({ request, params }: LoaderFunctionArgs): null {
  if (isHelpOnly(params.sectionKey ?? '')) {
    const url = new URL(request.url);
    throw replace(`${withSlash(url.pathname).replace(/edit\/$/, 'help/')}${url.search}`);
  }
  return null;
}
