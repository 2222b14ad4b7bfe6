/** Where the gateway answers GraphQL (same origin; Vite's dev server proxies it). */
export const GRAPHQL_URL = '/graphql';
