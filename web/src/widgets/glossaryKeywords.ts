/* eslint-disable relay/unused-fields -- the popups (KeywordInfo.tsx) read these fields from the store through readTerms. */
import { GLOSSARY_PROGRESS_DONE } from '../lib/glossaryDisplay';
import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { createOperationDescriptor, fetchQuery, getRequest, graphql, type Disposable, type Environment } from 'relay-runtime';
import type { glossaryKeywordsQuery, glossaryKeywordsQuery$data } from '../__generated__/glossaryKeywordsQuery.graphql';
import { KEYWORD_PROGRESS_TICK_MS, nextKeywordProgress } from './keywordProgress';

/** GLOSS-003..008: every keyword the viewer may see, for every popup of the session. */
const keywordsQuery = graphql`
  query glossaryKeywordsQuery {
    glossary {
      id
      terms {
        id
        path
        title
        description
        examples
        notes
      }
    }
  }
`;

type GlossaryKeywordTerm = NonNullable<glossaryKeywordsQuery$data['glossary']>['terms'][number];

const operation = createOperationDescriptor(getRequest(keywordsQuery), {});
const loading = new WeakMap<Environment, Promise<void>>();
const retained = new WeakMap<Environment, Disposable>();

/**
 * One request per session (GLOSS-003, issue #12): the answer stays in Relay's store, retained, and every popup reads it
 * from there. A logout clears the store and a login marks it stale, so the next session asks once again.
 */
function loadKeywords(environment: Environment): Promise<void> {
  if (environment.check(operation).status === 'available') return Promise.resolve();
  const running = loading.get(environment);
  if (running) return running;
  if (!retained.has(environment)) retained.set(environment, environment.retain(operation));
  const request = fetchQuery<glossaryKeywordsQuery>(environment, keywordsQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .then(() => undefined)
    .finally(() => loading.delete(environment));
  loading.set(environment, request);
  return request;
}

export type KeywordsState =
  | { status: 'loading'; progress: number }
  | { status: 'failed' }
  | { status: 'ready'; terms: readonly GlossaryKeywordTerm[] };

function readTerms(environment: Environment): readonly GlossaryKeywordTerm[] | null {
  const data = environment.lookup(operation.fragment).data as glossaryKeywordsQuery$data | null;
  return data?.glossary?.terms ?? null;
}

/** The session's keywords for an open popup: the loading percentage (GLOSS-006) until they are all there. */
export function useGlossaryKeywords(): KeywordsState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<KeywordsState>(() => {
    const terms = environment.check(operation).status === 'available' ? readTerms(environment) : null;
    return terms ? { status: 'ready', terms } : { status: 'loading', progress: 0 };
  });
  // What arrived, kept until 100 has been on screen (CONST-042).
  const arrived = useRef<readonly GlossaryKeywordTerm[] | null | undefined>(undefined);
  const loading = state.status === 'loading';
  const done = loading && state.progress === GLOSSARY_PROGRESS_DONE;

  useEffect(() => {
    if (!loading || done) return;
    let active = true;
    const timer = window.setInterval(() => {
      setState((s) => (s.status === 'loading' && s.progress < GLOSSARY_PROGRESS_DONE ? { status: 'loading', progress: nextKeywordProgress(s.progress, false) } : s));
    }, KEYWORD_PROGRESS_TICK_MS);
    const finish = (terms: readonly GlossaryKeywordTerm[] | null) => {
      if (!active) return;
      window.clearInterval(timer);
      arrived.current = terms;
      setState({ status: 'loading', progress: nextKeywordProgress(0, true) });
    };
    loadKeywords(environment).then(
      () => finish(readTerms(environment)),
      () => finish(null),
    );
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, [environment, loading, done]);

  // Runs once 100 has been rendered: the content replaces it a moment later.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      const terms = arrived.current;
      setState(terms ? { status: 'ready', terms } : { status: 'failed' });
    }, KEYWORD_PROGRESS_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  return state;
}
