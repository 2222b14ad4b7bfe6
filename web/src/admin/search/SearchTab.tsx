import { Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { RecentAgent } from '@portal/rules';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
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
 */
export default function SearchTab() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentAgents);
  const { results, searching } = useDebouncedSearch(text, searchAgents);

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
        <Link asChild fontWeight="medium">
          <RouterLink
            to={pathFor('dashboard', { agentID: agent.associateId })}
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
              <Link asChild key={l.name}>
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
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        </FormField>
        <Text role="status" fontSize="sm" color="fg.muted">
          {agentsFoundText(searching, results, 'Type a name, alias or associate id.')}
        </Text>
        {results !== null && (
          <DataTable label="Agents found" columns={columns} rows={results} rowKey={(a) => a.id} busy={searching} />
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
                <Link asChild fontWeight="medium">
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
