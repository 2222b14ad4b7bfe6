import { isHelpOnly } from '@portal/rules';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import type { loadersEditorLayoutQuery } from '../__generated__/loadersEditorLayoutQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';
import { sectionHref } from '../routes/paths';

/**
 * ROUTE-040..046: one query for every editor page of the domain (config, tree, overrides, content, site config).
 * No @throwOnFieldError: a failed editor (ERR-044) is a null editor that the layout explains; a parked domain is an
 * editor marked parked, without an error (decision D-174).
 */
export const { loader: editorLoader, usePageData: useEditorLayoutData } = defineQueryLoader<loadersEditorLayoutQuery>({
  query: graphql`
    query loadersEditorLayoutQuery($agentId: ID!, $domainName: String!) {
      siteConfig {
        editorMessage
      }
      domainEditor(agentId: $agentId, domainName: $domainName) {
        id
        parked
        ...editorData_editor
      }
    }
  `,
  variables: (params) => ({ agentId: params.agentID ?? '', domainName: params.domainName ?? '' }),
});

type SectionParams = LoaderFunctionArgs['params'];

function sectionOf({ agentID = '', domainName = '', pageKey = '', sectionKey = '' }: SectionParams) {
  return { agentID, domainName, pageKey, sectionKey };
}

/** ROUTE-041: a section's root opens its edit view. */
export function sectionRootLoader({ request, params }: LoaderFunctionArgs): never {
  throw replace(`${sectionHref(sectionOf(params), 'edit')}${new URL(request.url).search}`);
}

/** ROUTE-042, EDITOR-043: a section without an edit component opens its help view instead. */
export function sectionEditLoader({ request, params }: LoaderFunctionArgs): null {
  if (isHelpOnly(params.sectionKey ?? '')) {
    throw replace(`${sectionHref(sectionOf(params), 'help')}${new URL(request.url).search}`);
  }
  return null;
}
