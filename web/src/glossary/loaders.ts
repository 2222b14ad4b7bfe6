import { graphql } from 'relay-runtime';
import type { loadersGlossaryPageQuery } from '../__generated__/loadersGlossaryPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';

/** ROUTE-016, GLOSS-001: the glossary page's one query (API-101). */
export const { loader: glossaryLoader, usePageData: useGlossaryPageData } = defineQueryLoader<loadersGlossaryPageQuery>({
  query: graphql`
    query loadersGlossaryPageQuery {
      glossary {
        ...GlossaryPage_glossary
      }
    }
  `,
  variables: () => ({}),
});
