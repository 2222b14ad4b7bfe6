import { isProductType, type ProductType } from '@portal/rules';

type Raw = Record<string, unknown>;

const obj = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** GraphQL DomainConfig (EDITOR-003); the same shape as the rules' EditorConfig. */
export interface DomainConfigObject {
  associateId: string | null;
  agent: {
    name: string | null;
    about: string | null;
    image: string | null;
    social: { facebook: string | null; linkedin: string | null; twitter: string | null; youtube: string | null };
  };
  office: {
    name: string | null;
    address: string | null;
    landmark: string | null;
    hours: string | null;
    phone: { business: string | null; onMicrosite: boolean };
    preferredPhone: string | null;
    team: { members: { name: string; image: string | null; onMicrosite: boolean }[] };
  };
  feeds: { reviews: boolean; articles: boolean };
  qlp: { header: string | null; layout: string | null };
  meta: { branch: string; version: string };
  productType: ProductType;
}

/** API-048's answer: core {agent, office, feeds, qlp, meta}, pages, productType. Missing parts read as empty. */
export function toDomainConfig(raw: unknown): DomainConfigObject {
  const body = obj(raw);
  const core = obj(body.core);
  const agent = obj(core.agent);
  const social = obj(agent.social);
  const office = obj(core.office);
  const phone = obj(office.phone);
  const members = Array.isArray(obj(office.team).members) ? (obj(office.team).members as unknown[]) : [];
  const feeds = obj(core.feeds);
  const qlp = obj(core.qlp);
  const meta = obj(core.meta);
  return {
    associateId: str(agent.associate_id),
    agent: {
      name: str(agent.name),
      about: str(agent.about),
      image: str(agent.image),
      social: {
        facebook: str(social.facebook),
        linkedin: str(social.linkedin),
        twitter: str(social.twitter),
        youtube: str(social.youtube),
      },
    },
    office: {
      name: str(office.name),
      address: str(office.address),
      landmark: str(office.landmark),
      hours: str(office.hours),
      phone: { business: str(phone.business), onMicrosite: bool(phone.on_microsite, false) },
      preferredPhone: str(office.preferred_phone),
      team: {
        members: members
          .map(obj)
          .filter((m) => typeof m.name === 'string')
          .map((m) => ({ name: m.name as string, image: str(m.image), onMicrosite: bool(m.on_microsite, false) })),
      },
    },
    feeds: { reviews: bool(feeds.reviews, false), articles: bool(feeds.articles, false) },
    qlp: { header: str(qlp.header), layout: str(qlp.layout) },
    // EDITOR-007: a save sends these back.
    meta: { branch: str(meta.branch) ?? '', version: meta.version === undefined ? '' : String(meta.version ?? '') },
    productType: isProductType(body.productType) ? body.productType : 'parked',
  };
}
