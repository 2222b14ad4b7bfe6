import { siteConfigErrors, type FieldErrors } from '@portal/rules';

/** The site config as the tab loads it (the query's shape, read-only arrays from Relay). */
export interface LoadedSiteConfig {
  readonly domainTransactionsEnabled: boolean;
  readonly editorMessage: string | null | undefined;
  readonly demoDomains: readonly string[];
  readonly demoUsers: readonly { readonly title: string; readonly subtext: string | null | undefined; readonly associateId: string }[];
}

export interface DemoUserValues {
  title: string;
  subtext: string;
  associateId: string;
}

/** The form's values: lists of objects, as useFieldArray needs them. */
export interface SiteConfigValues {
  domainTransactionsEnabled: boolean;
  demoDomains: { name: string }[];
  demoUsers: DemoUserValues[];
  editorMessage: string;
}

/** What saveSiteConfig takes: only the sections that changed (the others keep their stored values, ADMIN-055). */
export interface SiteConfigChanges {
  domainTransactionsEnabled?: boolean;
  demoDomains?: string[];
  demoUsers?: { title: string; subtext: string | null; associateId: string }[];
  editorMessage?: string | null;
}

export const EMPTY_DEMO_USER: DemoUserValues = { title: '', subtext: '', associateId: '' };

export function siteConfigValuesOf(config: LoadedSiteConfig): SiteConfigValues {
  return {
    domainTransactionsEnabled: config.domainTransactionsEnabled,
    demoDomains: config.demoDomains.map((name) => ({ name })),
    demoUsers: config.demoUsers.map((u) => ({ title: u.title, subtext: u.subtext ?? '', associateId: u.associateId })),
    editorMessage: config.editorMessage ?? '',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The sections whose values differ from the loaded ones, as the mutation's input. A section left unchanged is not
 * sent, so a save never overwrites what another admin changed meanwhile in a section this one did not touch.
 */
export function siteConfigChanges(loaded: SiteConfigValues, values: SiteConfigValues): SiteConfigChanges {
  const changes: SiteConfigChanges = {};
  if (values.domainTransactionsEnabled !== loaded.domainTransactionsEnabled) {
    changes.domainTransactionsEnabled = values.domainTransactionsEnabled;
  }
  if (!same(values.demoDomains, loaded.demoDomains)) changes.demoDomains = values.demoDomains.map((d) => d.name);
  if (!same(values.demoUsers, loaded.demoUsers)) {
    changes.demoUsers = values.demoUsers.map((u) => ({
      title: u.title.trim(),
      subtext: textOrNull(u.subtext.trim()),
      associateId: u.associateId.trim(),
    }));
  }
  if (textOrNull(values.editorMessage) !== textOrNull(loaded.editorMessage)) {
    changes.editorMessage = textOrNull(values.editorMessage);
  }
  return changes;
}

/** The gateway's (and the rules') `demoDomains.{i}` is the form's `demoDomains.{i}.name`. */
export function siteConfigFieldName(name: string): string | null {
  const domain = /^demoDomains\.(\d+)$/.exec(name);
  if (domain) return `demoDomains.${domain[1]}.name`;
  // A message about a whole list (the provider's own check) belongs to no one field: the form shows it once.
  if (name === 'demoDomains' || name === 'demoUsers') return null;
  return name;
}

/** VALID-041, VALID-042 and the demo domain rule, named as the form names its fields. */
export function siteConfigFormErrors(values: SiteConfigValues): FieldErrors {
  const errors = siteConfigErrors({ demoDomains: values.demoDomains.map((d) => d.name), demoUsers: values.demoUsers });
  return Object.fromEntries(Object.entries(errors).map(([name, messages]) => [siteConfigFieldName(name) ?? name, messages]));
}
