/** ADMIN-057, ADMIN-058: the spec names the warnings but not their words (decision D-96). */
export const RENDER_WARNINGS = {
  noActiveDomains: 'This agent has no active domains, so there are no renders to show.',
  noAttempts: "There are no render attempts for this agent's active domains.",
  noAttemptsFor: (domain: string) => `There are no render attempts for ${domain}.`,
} as const;

const TRIGGER_LABELS: Record<string, string> = {
  content_update: 'Content update',
  type_change: 'Product type change',
  scheduled: 'Scheduled',
  manual: 'Manual',
};

/** The provider's trigger key in words: a known one by name, another one with its underscores as spaces. */
export function renderTriggerLabel(trigger: string): string {
  const known = TRIGGER_LABELS[trigger];
  if (known) return known;
  const words = trigger.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '—';
}

/** The render service's answer for the JSON viewer; text that is not JSON is shown as it came. */
export function responseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
