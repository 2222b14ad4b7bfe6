import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, useOutletContext, useParams } from 'react-router-dom';
import { LoadingState, PageSpinner } from '../widgets/LoadingState';
import { PageHeader } from '../widgets/PageHeader';
import type { EditorRef } from './editorData';
import { editorInitialized } from './initializing';
import { useEditorLayoutData } from './loaders';
import { useLogEditing } from './mutations';
import { browserStorage, recordVisit, visitDue } from './visitHistory';
import { PATHS } from '../routes/paths';

interface EditorOutletContext {
  editor: EditorRef;
}

/** The editor data of the domain, for the pages below the layout. */
export function useEditorRef(): EditorRef {
  return useOutletContext<EditorOutletContext>().editor;
}

/**
 * EDITOR-048: opening the editor logs a visit unless this browser logged one within the threshold (D-52).
 * EDITOR-004: true (initializing) until the visit log is in; the config, overrides and tree came with the loader.
 */
function useVisitLog(agentId: string, domainName: string, enabled: boolean): boolean {
  const [logEditing] = useLogEditing();
  const key = `${agentId}/${domainName}`;
  const [initializedFor, setInitializedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const storage = browserStorage();
    const now = Date.now();
    let visitLog: Promise<unknown> = Promise.resolve();
    if (visitDue(storage, agentId, domainName, now)) {
      // Recorded first, so that a second render (or a quick second page) does not log twice; a failure is in the
      // alert bar (ERR-050) and the next visit after the threshold tries again.
      recordVisit(storage, agentId, domainName, now);
      visitLog = logEditing({ input: { agentId, domainName } });
    }
    const loaded = Promise.resolve();
    void editorInitialized({ config: loaded, overrides: loaded, tree: loaded, visitLog }).then(() => {
      if (current) setInitializedFor(key);
    });
    return () => {
      current = false;
    };
  }, [logEditing, agentId, domainName, enabled, key]);
  return enabled && initializedFor !== key;
}

/** ROUTE-040..046: every page of one domain's editor, with the site config's editor_message (EDITOR-050, D-53). */
export default function EditorLayout() {
  const data = useEditorLayoutData();
  const { agentID = '', domainName = '' } = useParams();
  const editor = data.domainEditor?.parked ? null : data.domainEditor;
  const initializing = useVisitLog(agentID, domainName, !!editor);
  const message = data.siteConfig.editorMessage?.trim();
  return (
    <Stack gap="6">
      {message && (
        <Alert.Root status="info" aria-label="Editor message">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {editor && initializing ? (
        <LoadingState text="Initializing the editor" page />
      ) : editor ? (
        <Suspense fallback={<PageSpinner />}>
          <Outlet context={{ editor } satisfies EditorOutletContext} />
        </Suspense>
      ) : data.domainEditor?.parked ? (
        <ParkedDomain agentId={agentID} domainName={domainName} />
      ) : (
        <NoEditor agentId={agentID} domainName={domainName} />
      )}
    </Stack>
  );
}

/** A domain whose editor did not load (ERR-044; the alert bar has it too). */
function NoEditor({ agentId, domainName }: { agentId: string; domainName: string }) {
  return (
    <Stack gap="3" as="section" aria-label={`Site Editor for ${domainName}`}>
      <PageHeader title={`Site Editor for ${domainName}`} />
      <Text role="alert">{MESSAGES.editorContent(domainName)}</Text>
      <BackToDomains agentId={agentId} />
    </Stack>
  );
}

/** Decision D-174: a parked domain has no site, which is what the agent chose, not a failure: said once, calmly. */
function ParkedDomain({ agentId, domainName }: { agentId: string; domainName: string }) {
  return (
    <Stack gap="3" as="section" aria-label={`Site Editor for ${domainName}`}>
      <PageHeader title={`Site Editor for ${domainName}`} />
      <Text>
        {`${domainName} is parked: it has no site yet, so there is nothing to edit. To build a site on it, choose a site type for it on your domains page.`}
      </Text>
      <BackToDomains agentId={agentId} />
    </Stack>
  );
}

function BackToDomains({ agentId }: { agentId: string }) {
  return (
    <Link asChild colorPalette="blue" alignSelf="flex-start">
      <RouterLink to={PATHS.domains.href({ agentID: agentId })}>Back to your domains</RouterLink>
    </Link>
  );
}
