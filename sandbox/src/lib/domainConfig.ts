import type { EditorConfig, ProductType } from '@portal/rules';
import type { DomainConfigRecord } from '@portal/rules/contract';
import { findAgent } from './agentStore';
import type { Db } from '../db/module';
import type { DomainRecord } from './domainStore';

interface Office {
  name: string;
  address: string;
  landmark: string;
  hours: string;
  business: string;
  members: { name: string; image: string | null; on_microsite: boolean }[];
}

/** The office records of the seeded agents (the provider keeps them elsewhere; the editor only reads them). */
const OFFICES: Record<string, Office> = {
  A1001: {
    name: 'Anderson Insurance Agency',
    address: '120 Main Street, Springfield, IL 62701',
    landmark: 'Across from the public library',
    hours: 'Monday to Friday 9:00 AM - 5:00 PM\nSaturday by appointment',
    business: '(217) 555-0101',
    members: [
      { name: 'Sam Summers', image: 'https://images.agents.example/team/sam-summers.jpg', on_microsite: true },
      { name: 'Priya Patel', image: 'https://images.agents.example/team/priya-patel.jpg', on_microsite: false },
      { name: 'Leo Martin', image: null, on_microsite: true },
    ],
  },
  A1003: {
    name: 'Baker Family Insurance',
    address: '45 Harbor Road, Portland, ME 04101',
    landmark: 'Next to the ferry terminal',
    hours: 'Monday to Friday 8:30 AM - 5:30 PM',
    business: '(207) 555-0133',
    members: [{ name: 'Dana Demo', image: 'https://images.agents.example/team/dana-demo.jpg', on_microsite: true }],
  },
};

/** A stable content version per domain, so tests can name it. */
export function configVersion(domain: DomainRecord): string {
  return `2026.11.${domain.pk}`;
}

/**
 * API-048's answer (EDITOR-003): core {agent, office, feeds, qlp, meta}, pages and productType. `pages` is null when
 * left out (include_pages=false), else the editor's page keys of the type. The editor area answers API-048 with it;
 * the overview's queue reads a section's default from it (what a change replaces when nothing was approved).
 */
export function domainConfig(db: Db, domain: DomainRecord, pages: string[] | null = null) {
  const agent = findAgent(db, domain.associate_id);
  const first = agent?.preferred_first_name || agent?.first_name || '';
  const name = [first, agent?.last_name].filter(Boolean).join(' ') || domain.associate_id;
  const office: Office = OFFICES[domain.associate_id] ?? {
    name: `${name} Insurance`,
    address: '',
    landmark: '',
    hours: '',
    business: '',
    members: [],
  };
  const productType: ProductType = domain.product_type;
  return {
    core: {
      agent: {
        associate_id: domain.associate_id,
        name,
        about: `${name} has helped families and businesses protect what matters for years.`,
        image: `https://images.agents.example/agents/${domain.associate_id}.jpg`,
        social: {
          facebook: `https://facebook.example/${domain.associate_id.toLowerCase()}`,
          linkedin: `https://linkedin.example/in/${domain.associate_id.toLowerCase()}`,
          twitter: null,
          youtube: null,
        },
      },
      office: {
        name: office.name,
        address: office.address,
        landmark: office.landmark,
        hours: office.hours,
        phone: { business: office.business, on_microsite: true },
        preferred_phone: 'business',
        team: { members: office.members },
      },
      feeds: { reviews: productType === 'm2', articles: true },
      qlp: { header: `Get a free quote from ${name}`, layout: 'standard' },
      meta: { branch: 'main', version: configVersion(domain) },
    },
    pages,
    productType,
  };
}

/** The config in the rules' shape (EditorConfig), which `sectionFields` reads the sections' defaults from. */
export function editorConfigOf(raw: DomainConfigRecord): EditorConfig {
  const { agent, office, feeds, qlp, meta } = raw.core;
  return {
    associateId: agent.associate_id,
    agent: { name: agent.name, about: agent.about, image: agent.image, social: agent.social },
    office: {
      name: office.name,
      address: office.address,
      landmark: office.landmark,
      hours: office.hours,
      phone: { business: office.phone.business, onMicrosite: office.phone.on_microsite },
      preferredPhone: office.preferred_phone,
      team: { members: office.team.members.map((m) => ({ name: m.name, image: m.image, onMicrosite: m.on_microsite })) },
    },
    feeds,
    qlp,
    meta,
    productType: raw.productType,
  };
}
