import { Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { RecentAgent } from './recentAgentList';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { TOOLBOX_SEARCH_PARAM } from '../../lib/toolboxQuery';
import { agentsFoundText, searchAgents, type FoundAgent as Agent } from '../../lib/agentSearch';
import { pathFor } from '../../routes/routeNames';
import { DataTable, type Column } from '../../widgets/DataTable';
import { FormField } from '../../widgets/FormField';
import { useDebouncedSearch } from '../../widgets/useDebouncedSearch';
import { readRecentAgents, recentOf, rememberAgent } from './recentAgents';

const DEEP_LINKS = [
  { name: 'domains', label: 'Domains' },
  { name: 'emails', label: 'Emails' },
  { name: 'payment', label: 'Payment' },
  { name: 'billing', label: 'Billing' },
] as const;

/**
 * ADMIN-020..023: find an agent by text (debounced, CONST-021), open their dashboard (which closes the toolbox and
 * puts them first among the recently viewed, CONST-020) or go straight to their Domains, Emails, Payment or Billing.
 * The text is in the address (`admin_search`), so Back brings the search back; the arrow keys go from the box through
 * the agents found and Enter opens the first (issue #26, decision D-225).
 */
export default function SearchTab() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The box answers each key at once; the address follows (a navigation is not instant: keys typed meanwhile stay).
  const [text, setText] = useState(() => params.get(TOOLBOX_SEARCH_PARAM) ?? '');
  const inAddress = params.get(TOOLBOX_SEARCH_PARAM) ?? '';
  useEffect(() => {
    if (text === inAddress) return;
    setParams(
      (prev) => {
        const kept = new URLSearchParams(prev);
        if (text) kept.set(TOOLBOX_SEARCH_PARAM, text);
        else kept.delete(TOOLBOX_SEARCH_PARAM);
        return kept;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [text, inAddress, setParams]);
  const [recent, setRecent] = useState(readRecentAgents);
  const { results, searching } = useDebouncedSearch(text, searchAgents);
  const box = useRef<HTMLInputElement>(null);
  const found = useRef<HTMLDivElement>(null);
  const agentLinks = () => [...(found.current?.querySelectorAll<HTMLElement>('[data-agent-link]') ?? [])];

  // Down from the box to the first agent, up and down through them, up from the first back to the box.
  const onBoxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = agentLinks()[0];
    if (!first || (event.key !== 'ArrowDown' && event.key !== 'Enter')) return;
    event.preventDefault();
    if (event.key === 'ArrowDown') first.focus();
    else first.click();
  };
  const onResultsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = agentLinks();
    const at = links.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) box.current?.focus();
    else links[Math.min(next, links.length - 1)].focus();
  };

  const open = (entry: RecentAgent, to = entry.link) => {
    rememberAgent(entry);
    setRecent(readRecentAgents());
    navigate(to);
  };

  const columns: Column<Agent>[] = [
    {
      key: 'agent',
      header: 'Agent',
      cell: (agent) => (
        <Link asChild fontWeight="medium" variant="underline" colorPalette="blue">
          <RouterLink
            to={pathFor('dashboard', { agentID: agent.associateId })}
            data-agent-link=""
            onClick={(e) => {
              e.preventDefault();
              open(recentOf(agent));
            }}
          >
            {agent.displayName}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'id', header: 'Associate id', cell: (agent) => agent.associateId },
    { key: 'alias', header: 'Alias', cell: (agent) => agent.alias ?? '—' },
    {
      key: 'links',
      header: 'Go to',
      cell: (agent) => (
        <HStack gap="3" wrap="wrap">
          {DEEP_LINKS.map((l) => {
            const to = pathFor(l.name, { agentID: agent.associateId });
            return (
              <Link asChild key={l.name} variant="underline" colorPalette="blue">
                <RouterLink
                  to={to}
                  aria-label={`${l.label} of ${agent.displayName}`}
                  onClick={(e) => {
                    e.preventDefault();
                    open(recentOf(agent), to);
                  }}
                >
                  {l.label}
                </RouterLink>
              </Link>
            );
          })}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <Stack gap="2">
        <FormField label="Search agents" helperText="Name, alias or associate id">
          <Input
            ref={box}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onBoxKeyDown}
            autoComplete="off"
          />
        </FormField>
        <Text role="status" fontSize="sm" color="fg.muted">
          {agentsFoundText(searching, results, 'Type a name, alias or associate id.')}
        </Text>
        {results !== null && (
          <div ref={found} onKeyDown={onResultsKeyDown}>
            <DataTable label="Agents found" columns={columns} rows={results} rowKey={(a) => a.id} busy={searching} />
          </div>
        )}
      </Stack>
      <Stack as="section" gap="2" aria-labelledby="recent-agents-heading">
        <Heading as="h3" size="sm" id="recent-agents-heading">
          Recently viewed agents
        </Heading>
        {recent.length === 0 ? (
          <Text color="fg.muted">Agents you open from the search appear here.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {recent.map((entry) => (
              <li key={entry.associate_id}>
                <Link asChild fontWeight="medium" variant="underline" colorPalette="blue">
                  <RouterLink
                    to={entry.link}
                    onClick={(e) => {
                      e.preventDefault();
                      open(entry);
                    }}
                  >
                    {entry.title}
                  </RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {entry.subtext}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
