import { demoDomainProblem, normalizeDemoDomain } from '@portal/rules';
import type { SiteConfigBody } from '@portal/rules/contract';
import type { Db } from '../db/module';
import { getSetting, setSetting } from '../db/settings';
import { FieldErrors } from '../http/validation';

export type SiteConfig = SiteConfigBody;

const EMPTY: SiteConfig = {
  domain_transactions_enabled: false,
  editor_message: null,
  demo_domains: [],
  demo_users: [],
};

export const getSiteConfig = (db: Db): SiteConfig => getSetting(db, 'site_config', EMPTY);
export const saveSiteConfig = (db: Db, config: SiteConfig): void => setSetting(db, 'site_config', config);

/**
 * Validates a POST api/site_config/ body (API-003); throws a 400 listing every problem. The config is a JSON document:
 * keys the sandbox does not know are stored as they came (ADMIN-055 relies on the provider keeping them).
 */
export function parseSiteConfig(body: Record<string, unknown>): SiteConfig {
  // The contract (API-003) has checked the types; this keeps the trimmed values and the rule texts.
  const errors = new FieldErrors();
  const config: SiteConfig = {
    ...body,
    domain_transactions_enabled: errors.boolean(body, 'domain_transactions_enabled'),
    editor_message: errors.optionalText(body, 'editor_message'),
    demo_domains: [],
    demo_users: [],
  };
  // The portal's demo domain rule: a domain name, each once (compared in lower case); stored as the domain list names it.
  errors.list(body, 'demo_domains').forEach((domain, i) => {
    const name = typeof domain === 'string' ? domain : '';
    const problem = demoDomainProblem(name, config.demo_domains);
    if (problem) errors.add('demo_domains', `Demo domain ${i + 1} (${name.trim()}): ${problem}`);
    else config.demo_domains.push(normalizeDemoDomain(name));
  });
  errors.list(body, 'demo_users').forEach((entry, i) => {
    const user = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const title = typeof user.title === 'string' ? user.title.trim() : '';
    const associateId = typeof user.associate_id === 'string' ? user.associate_id.trim() : '';
    const subtext = typeof user.subtext === 'string' ? user.subtext : null;
    if (!title) errors.add('demo_users', `Demo user ${i + 1} needs a title.`);
    if (!associateId) errors.add('demo_users', `Demo user ${i + 1} needs an associate_id.`);
    config.demo_users.push({ title, subtext, associate_id: associateId });
  });
  errors.throwIfAny();
  return config;
}
