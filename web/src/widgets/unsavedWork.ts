import { createContext, useContext, useEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';
import { onlyTabChanged } from './tabParam';

/** Where a form lives: whether it is still on screen after a navigation from `current` to `next`. */
interface UnsavedWorkScope {
  survives(current: Location, next: Location): boolean;
}

const urlOf = (location: Location) => new URL(`${location.pathname}${location.search}`, 'http://portal.invalid');

/** A page's form: it stays while the path stays and only tabs or the toolbox change (SHELL-040, ADMIN-001). */
const PAGE_SCOPE: UnsavedWorkScope = {
  survives: (current, next) =>
    current.pathname === next.pathname &&
    (current.search === next.search || onlyTabChanged(urlOf(current), urlOf(next))),
};

/** A form shown while a query parameter keeps one value (a toolbox tab: `admin=billing`) on one path. */
export function paramScope(param: string): UnsavedWorkScope {
  return {
    survives: (current, next) =>
      current.pathname === next.pathname &&
      new URLSearchParams(current.search).get(param) === new URLSearchParams(next.search).get(param),
  };
}

const ScopeContext = createContext<UnsavedWorkScope>(PAGE_SCOPE);

/** Forms inside take this scope (the toolbox gives its tabs theirs). */
export const UnsavedWorkScopeProvider = ScopeContext.Provider;

interface Entry {
  dirty: boolean;
  scope: UnsavedWorkScope;
}

const entries = new Set<Entry>();

/** Whether a navigation from `current` to `next` would drop a form's changes that were not saved. */
export function losesUnsavedWork(current: Location, next: Location): boolean {
  return [...entries].some((e) => e.dirty && !e.scope.survives(current, next));
}

/** Whether any form on screen has changes that were not saved (a reload or closing the tab loses them). */
export function hasUnsavedWork(): boolean {
  return [...entries].some((e) => e.dirty);
}

/**
 * Issue #26: the one way a form says it holds work not saved yet; UnsavedWorkPrompt (in the Layout) asks before a
 * navigation or a reload drops it. useKitForm calls it for every form. `dirty` is read when a navigation starts, so a
 * write that navigates (a new page after a save) passes: the form says it is not dirty while it writes.
 */
export function useUnsavedWork(dirty: () => boolean, enabled = true): void {
  const scope = useContext(ScopeContext);
  const read = useRef(dirty);
  useEffect(() => {
    read.current = dirty;
  });
  useEffect(() => {
    if (!enabled) return;
    const entry: Entry = {
      scope,
      get dirty() {
        return read.current();
      },
    };
    entries.add(entry);
    return () => {
      entries.delete(entry);
    };
  }, [enabled, scope]);
}
