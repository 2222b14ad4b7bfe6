/**
 * Persisted documents with stable ids for other internal tools (docs/other-tools.md, decision D-117): a tool is
 * nobody until it has signed in, and in production nobody may send a full document, so signing in and out are
 * persisted here, under ids that do not change with the web client's build.
 */
export const TOOL_DOCUMENTS: Readonly<Record<string, string>> = {
  'tools/sign-in': `mutation ToolSignIn($username: String!, $password: String!) {
  login(input: { username: $username, password: $password }) {
    viewer { authenticated userType internal }
  }
}`,
  'tools/sign-out': `mutation ToolSignOut {
  logout { viewer { authenticated } }
}`,
};
