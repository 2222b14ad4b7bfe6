import type { DomainConfigRecord } from '@portal/rules/contract';
import type { DomainConfig } from '../__generated__/resolvers';

/** API-048's answer as GraphQL DomainConfig (EDITOR-003); the same shape as the rules' EditorConfig. */
export function toDomainConfig(raw: DomainConfigRecord): DomainConfig {
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
      team: {
        members: office.team.members.map((m) => ({ name: m.name, image: m.image, onMicrosite: m.on_microsite })),
      },
    },
    feeds,
    qlp,
    meta,
    productType: raw.productType,
  };
}
