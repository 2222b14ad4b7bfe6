import { Flex, NativeSelect } from '@chakra-ui/react';
import type { QueueOrder } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QueueFilters_queue$key } from '../../__generated__/QueueFilters_queue.graphql';
import { FormField } from '../../widgets/FormField';
import type { QueueView } from './queueSearch';

interface Choice {
  value: string;
  label: string;
}

interface QueueFiltersProps {
  view: QueueView;
  /** The queue's choices: the agents, domains and sections with changes waiting. */
  queue: QueueFilters_queue$key;
  /** Shows another view of the queue (a navigation: the loader asks for it). */
  onChange: (patch: Partial<QueueView>) => void;
}

function Select({ label, value, choices, all, onChange }: { label: string; value: string; choices: Choice[]; all?: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label} w="auto">
      <NativeSelect.Root size="sm" minW="12rem">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {all && <option value="">{all}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** Issue #25: filters by agent, domain and section (the choices that have changes waiting) and the order by time. */
export function QueueFilters({ view, queue, onChange }: QueueFiltersProps) {
  const { agents, domains, sections } = useFragment(
    graphql`
      fragment QueueFilters_queue on OverviewQueueConnection {
        agents {
          associateId
          agentName
          count
        }
        domains {
          domainName
          count
        }
        sections {
          key
          label
          count
        }
      }
    `,
    queue,
  );
  const change = (patch: Partial<QueueView>) => onChange({ ...patch, page: 1 });
  const withCount = (label: string, count: number) => `${label} (${count})`;
  return (
    <Flex role="search" gap="4" wrap="wrap" align="flex-end" aria-label="Filter the approval queue">
      <Select
        label="Agent"
        value={view.agent ?? ''}
        all="All agents"
        choices={agents.map((a) => ({ value: a.associateId, label: withCount(`${a.agentName} (${a.associateId})`, a.count) }))}
        onChange={(agent) => change({ agent: agent || null })}
      />
      <Select
        label="Domain"
        value={view.domain ?? ''}
        all="All domains"
        choices={domains.map((d) => ({ value: d.domainName, label: withCount(d.domainName, d.count) }))}
        onChange={(domain) => change({ domain: domain || null })}
      />
      <Select
        label="Section"
        value={view.section ?? ''}
        all="All sections"
        choices={sections.map((s) => ({ value: s.key, label: withCount(s.label, s.count) }))}
        onChange={(section) => change({ section: section || null })}
      />
      <Select
        label="Order"
        value={view.order}
        choices={[
          { value: 'oldest', label: 'Oldest first' },
          { value: 'newest', label: 'Newest first' },
        ]}
        onChange={(order) => change({ order: order as QueueOrder })}
      />
    </Flex>
  );
}
