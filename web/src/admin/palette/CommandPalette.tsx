import { Combobox, createListCollection, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CommandPaletteAgentQuery } from '../../__generated__/CommandPaletteAgentQuery.graphql';
import { useSession } from '../../auth/useSession';
import { agentsFoundText, searchAgents } from '../../lib/agentSearch';
import { ModalDialog } from '../../widgets/ModalDialog';
import { useDebouncedSearch } from '../../widgets/useDebouncedSearch';
import { readRecentAgents, recentOf, rememberAgent } from '../search/recentAgents';
import { agentIdOfPath } from '../toolboxAgent';
import {
  agentItem,
  agentPageItems,
  AGENTS_GROUP,
  matching,
  noMatchText,
  portalPageItems,
  RECENT_GROUP,
  toolboxItems,
  type PaletteAgent,
  type PaletteItem,
} from './paletteItems';

const agentQuery = graphql`
  query CommandPaletteAgentQuery($associateId: ID!) {
    agent(associateId: $associateId) {
      associateId
      displayName
      domains {
        edges {
          node {
            domainName
            isCancelled
          }
        }
      }
    }
  }
`;

/** The agent of the page, with the domains whose editors the palette offers (cancelled ones have no site to edit). */
function usePaletteAgent(agentId: string | null): PaletteAgent | null {
  const environment = useRelayEnvironment();
  const [agent, setAgent] = useState<PaletteAgent | null>(null);
  useEffect(() => {
    if (!agentId) return;
    // A failure is in the alert bar (ERR-084, ERR-033): the palette then offers what it has without the agent.
    const subscription = fetchQuery<CommandPaletteAgentQuery>(
      environment,
      agentQuery,
      { associateId: agentId },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: ({ agent: found }) =>
        setAgent(
          found
            ? {
                associateId: found.associateId,
                displayName: found.displayName,
                domains: (found.domains?.edges ?? []).filter((e) => !e.node.isCancelled).map((e) => e.node.domainName),
              }
            : null,
        ),
      error: () => setAgent(null),
    });
    return () => subscription.unsubscribe();
  }, [environment, agentId]);
  return agentId ? agent : null;
}

function PaletteList({ onChoose }: { onChoose: (item: PaletteItem) => void }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const agent = usePaletteAgent(agentIdOfPath(pathname));
  const [text, setText] = useState('');
  const [recent] = useState(readRecentAgents);
  // The toolbox's own agent search: debounced (CONST-021), lower-cased by the gateway (VALID-044).
  const { results, searching } = useDebouncedSearch(text, searchAgents);
  const typed = text.trim() !== '';

  const items = useMemo(() => {
    const agents = typed
      ? (results ?? []).map((found) => agentItem(recentOf(found), AGENTS_GROUP))
      : recent.map((entry) => agentItem(entry, RECENT_GROUP));
    const places = [
      ...toolboxItems(pathname, search, agent),
      ...(agent ? agentPageItems(agent, session) : []),
      ...portalPageItems(session, session.homePath),
    ];
    return [...agents, ...matching(places, text)];
  }, [typed, results, recent, pathname, search, agent, session, text]);

  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToValue: (item) => item.id,
        itemToString: (item) => item.label,
        groupBy: (item) => item.group,
      }),
    [items],
  );
  const waiting = typed && (searching || results === null);
  const status = !typed ? '' : waiting ? 'Searching agents…' : items.length === 0 ? noMatchText(text) : agentsFoundText(false, results);

  return (
    <Combobox.Root
      collection={collection}
      open
      inputValue={text}
      onInputValueChange={(details) => setText(details.inputValue)}
      onValueChange={(details) => {
        const chosen = details.items[0] as PaletteItem | undefined;
        if (chosen) onChoose(chosen);
      }}
      value={[]}
      inputBehavior="autohighlight"
      selectionBehavior="preserve"
      // The dialog is the layer: Escape closes it, not just the list.
      disableLayer
      openOnClick={false}
      allowCustomValue
    >
      <Combobox.Label>Search agents, tools and pages</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="A name, an alias, an id, a tool or a page" data-palette-input="" />
      </Combobox.Control>
      <Text role="status" fontSize="sm" color="fg.muted" minH="1lh" mt="2">
        {status}
      </Text>
      <Combobox.Content position="static" boxShadow="none" borderWidth="0" px="0" maxH="min(60vh, 32rem)" overflowY="auto">
        {collection.group().map(([group, members]) => (
          <Combobox.ItemGroup key={group}>
            <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
            {members.map((item) => (
              <Combobox.Item key={item.id} item={item}>
                <Stack gap="0">
                  <Combobox.ItemText>{item.label}</Combobox.ItemText>
                  {item.detail && (
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {item.detail}
                    </Text>
                  )}
                </Stack>
              </Combobox.Item>
            ))}
          </Combobox.ItemGroup>
        ))}
        <Combobox.Empty>{waiting ? 'Searching agents…' : noMatchText(text)}</Combobox.Empty>
      </Combobox.Content>
    </Combobox.Root>
  );
}

/**
 * Issue #26 (decision D-225): the command palette. One list, searched as you type: agents (the toolbox's search),
 * the recently viewed agents while the box is empty, every toolbox tab, the agent's pages and each domain's editor,
 * and the portal pages the viewer may open. Arrow keys and Enter choose; Escape closes and gives focus back.
 */
export default function CommandPalette({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const navigate = useNavigate();
  const choose = (item: PaletteItem) => {
    if (item.agent) rememberAgent(item.agent);
    onClose();
    navigate(item.to);
  };
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Go to"
      size="lg"
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-palette-input]')}
      finalFocusEl={returnFocus}
    >
      {open && <PaletteList onChoose={choose} />}
    </ModalDialog>
  );
}
