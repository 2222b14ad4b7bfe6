import './monacoWorkers';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { csrfHeaders } from '../relay/csrf';
import { GRAPHQL_URL } from '../relay/endpoint';

/** The playground sends the session cookie and the CSRF token like the portal does. */
const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_URL,
  fetch: (input, init) =>
    fetch(input, {
      ...init,
      credentials: 'same-origin',
      headers: { ...(init?.headers as Record<string, string> | undefined), ...csrfHeaders() },
    }),
});

const defaultQuery = `# Sign in on the portal first: the playground uses its session.
query Viewer {
  viewer {
    authenticated
    userType
    user
    homePath
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
