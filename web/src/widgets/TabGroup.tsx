import { Button, Field, Flex, HStack, Input, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNarrowViewport } from '../lib/useNarrowViewport';
import { activeTabPath, tabParam } from './tabParam';

export interface TabDefinition {
  /** The tab's value in the URL (`?{groupId}_tab={path}`). */
  path: string;
  name: string;
  content: ReactNode;
}

export interface TabGroupProps {
  groupId: string;
  /** The query parameter that keeps the active tab; `{groupId}_tab` unless given (the admin toolbox uses `admin`). */
  param?: string;
  /** Names the group for assistive technology and labels the select on small screens. */
  label: string;
  tabs: readonly TabDefinition[];
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

/**
 * SHELL-039..042: tabs by path and name. The active tab lives in the `{groupId}_tab` query parameter, arrow keys move
 * between tabs, and below 640px a select replaces the tab list.
 */
export function TabGroup({ groupId, param = tabParam(groupId), label, tabs, onRename, onDelete, onAdd }: TabGroupProps) {
  const [search, setSearch] = useSearchParams();
  const narrow = useNarrowViewport();
  const [renaming, setRenaming] = useState(false);
  const active = activeTabPath(search, param, tabs.map((t) => t.path));
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
            <NativeSelect.Field value={active} onChange={(e) => choose(e.target.value)}>
              {tabs.map((t) => (
                <option key={t.path} value={t.path}>
                  {t.name}
                </option>
              ))}
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
          {tabs.map((t) => (
            <Tabs.Trigger key={t.path} value={t.path}>
              {t.name}
            </Tabs.Trigger>
          ))}
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
