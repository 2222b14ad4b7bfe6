import { Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNarrowViewport } from '../lib/useNarrowViewport';
import { activeTabPath, tabParam } from './tabParam';

export interface TabDefinition {
  /** The tab's value in the URL (`?{groupId}_tab={path}`). */
  path: string;
  name: string;
  content: ReactNode;
  /** The heading the tab is listed under ("This agent's tools"); tabs of one group come one after the other. */
  group?: string;
}

export interface TabGroupProps {
  groupId: string;
  /** The query parameter that keeps the active tab; `{groupId}_tab` unless given (the admin toolbox uses `admin`). */
  param?: string;
  /** Names the group for assistive technology and labels the select on small screens. */
  label: string;
  tabs: readonly TabDefinition[];
  /**
   * The active tab when the caller decides it from the address (the toolbox's rules for `?admin`); null: none is
   * (the caller says why instead). Without it: the parameter's tab, else the first.
   */
  selected?: string | null;
  /** Editable groups (SHELL-039): each action shows only when its handler is given. */
  onRename?(path: string, name: string): void;
  onDelete?(path: string): void;
  onAdd?(): void;
}

function RenameForm({ name, onDone, onCancel }: { name: string; onDone(name: string): void; onCancel(): void }) {
  const [value, setValue] = useState(name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onDone(value.trim());
  };
  return (
    <HStack as="form" onSubmit={submit} gap="2" align="end">
      <Field.Root w="auto">
        <Field.Label>Tab name</Field.Label>
        <Input size="sm" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
      </Field.Root>
      <Button size="sm" type="submit" disabled={!value.trim()}>
        Save name
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </HStack>
  );
}

/** Consecutive tabs of one group together (tabs without a group form groups without a heading). */
function groupsOf(tabs: readonly TabDefinition[]): { group: string | undefined; members: TabDefinition[] }[] {
  const groups: { group: string | undefined; members: TabDefinition[] }[] = [];
  for (const tab of tabs) {
    const last = groups[groups.length - 1];
    if (last && last.group === tab.group) last.members.push(tab);
    else groups.push({ group: tab.group, members: [tab] });
  }
  return groups;
}

/**
 * SHELL-039..042: tabs by path and name. The active tab lives in the `{groupId}_tab` query parameter, arrow keys move
 * between tabs, and below 640px a select replaces the tab list.
 */
export function TabGroup({ groupId, param = tabParam(groupId), label, tabs, selected, onRename, onDelete, onAdd }: TabGroupProps) {
  const [search, setSearch] = useSearchParams();
  const narrow = useNarrowViewport();
  const [renaming, setRenaming] = useState(false);
  const groupIdPrefix = useId();
  const active = selected !== undefined ? (selected ?? undefined) : activeTabPath(search, param, tabs.map((t) => t.path));
  const activeTab = tabs.find((t) => t.path === active);

  const choose = (path: string) => {
    setRenaming(false);
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(param, path);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const editable = Boolean(onRename || onDelete || onAdd);
  const actions = editable && (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" role="group" aria-label={`${label} actions`}>
        {onAdd && (
          <Button size="xs" variant="outline" onClick={onAdd}>
            Add tab
          </Button>
        )}
        {onRename && activeTab && (
          <Button size="xs" variant="outline" onClick={() => setRenaming(true)} aria-label={`Rename ${activeTab.name}`}>
            Rename
          </Button>
        )}
        {onDelete && activeTab && (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(activeTab.path)} aria-label={`Delete ${activeTab.name}`}>
            Delete
          </Button>
        )}
      </HStack>
      {renaming && onRename && activeTab && (
        <RenameForm
          name={activeTab.name}
          onCancel={() => setRenaming(false)}
          onDone={(name) => {
            setRenaming(false);
            onRename(activeTab.path, name);
          }}
        />
      )}
    </Stack>
  );

  if (narrow) {
    return (
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={active ?? ''} onChange={(e) => choose(e.target.value)}>
              {active === undefined && (
                <option value="" disabled>
                  Choose a tab
                </option>
              )}
              {groupsOf(tabs).map(({ group, members }) => {
                const options = members.map((t) => (
                  <option key={t.path} value={t.path}>
                    {t.name}
                  </option>
                ));
                return group ? (
                  <optgroup key={group} label={group}>
                    {options}
                  </optgroup>
                ) : (
                  <Fragment key={members[0].path}>{options}</Fragment>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {actions}
        <div>{activeTab?.content}</div>
      </Stack>
    );
  }

  return (
    <Tabs.Root value={active ?? null} onValueChange={(e) => choose(e.value)} variant="line" lazyMount unmountOnExit>
      <Flex gap="4" align="end" justify="space-between" wrap="wrap">
        <Tabs.List aria-label={label} flexWrap="wrap">
          {groupsOf(tabs).map(({ group, members }, index) => {
            // The group's heading is seen; a screen reader hears it as each of its tabs' description.
            const headingId = group ? `${groupIdPrefix}-group-${index}` : undefined;
            return (
              <Fragment key={members[0].path}>
                {group && (
                  <Box id={headingId} aria-hidden flexBasis="100%" pt={index ? '2' : '0'} fontSize="xs" fontWeight="semibold" color="fg.muted">
                    {group}
                  </Box>
                )}
                {members.map((t) => (
                  <Tabs.Trigger key={t.path} value={t.path} aria-describedby={headingId}>
                    {t.name}
                  </Tabs.Trigger>
                ))}
              </Fragment>
            );
          })}
        </Tabs.List>
        {actions}
      </Flex>
      {tabs.map((t) => (
        <Tabs.Content key={t.path} value={t.path} pt="4">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
