export interface SearchableTerm {
  readonly title: string;
  readonly path: string;
}

/**
 * The glossary page's search: every word typed must appear in the term's title or key (case-insensitive), so the
 * list narrows predictably as one types a metric's name. An empty search keeps every term.
 */
export function filterTerms<T extends SearchableTerm>(terms: readonly T[], search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...terms];
  return terms.filter((t) => {
    const text = `${t.title} ${t.path} ${t.path.replace(/_/g, ' ')}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
