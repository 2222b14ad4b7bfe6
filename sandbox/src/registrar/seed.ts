import type { Db } from '../db/module';
import { findAgentDomain } from '../lib/domainStore';
import { insertRegistrar, type RegistrarContact, type RegistrarSeed } from './store';

/** The provider's own registrar contacts, on every domain it registers. */
const PROVIDER_BILLING: RegistrarContact = {
  contact_type: 'billing',
  email: 'domains-billing@provider.example',
  phone: '5155550180',
};
const PROVIDER_TECHNICAL: RegistrarContact = {
  contact_type: 'technical',
  email: 'hostmaster@provider.example',
  phone: '5155550100',
};

const admin = (email: string, phone: string): RegistrarContact => ({ contact_type: 'admin', email, phone });

/** What each seeded domain's registrar holds: the agent as admin contact, the provider for billing and technical. */
const SEED: readonly (RegistrarSeed & { associate_id: string; domain_name: string; marked?: { by: string; on: string } })[] = [
  {
    associate_id: 'A1001',
    domain_name: 'alice-insurance.example',
    authcode: 'Xq7#pLm2Rv9wTz4K',
    authcode_updated_at: '2026-10-21T15:42:08Z',
    contacts: [admin('alice.anderson@agents.example', '3125550142'), PROVIDER_BILLING, PROVIDER_TECHNICAL],
  },
  {
    associate_id: 'A1001',
    domain_name: 'aliceanderson-agency.example',
    authcode: null,
    authcode_updated_at: null,
    contacts: [admin('alice.anderson@agents.example', '3125550142'), PROVIDER_BILLING, PROVIDER_TECHNICAL],
  },
  {
    associate_id: 'A1001',
    domain_name: 'alice-quotes.example',
    authcode: 'b8Nc!Hw3sQe6Yj2D',
    authcode_updated_at: '2026-06-03T09:12:55Z',
    contacts: [admin('office@alice-quotes.example', '3125550199'), PROVIDER_BILLING],
  },
  {
    associate_id: 'A1001',
    domain_name: 'alice-parked.example',
    authcode: null,
    authcode_updated_at: null,
    contacts: [admin('alice.anderson@agents.example', '3125550142'), PROVIDER_TECHNICAL],
  },
  {
    associate_id: 'A1001',
    domain_name: 'alice-external.example',
    authcode: 'T4r$Kp8mZa2Vn6Qs',
    authcode_updated_at: '2026-11-03T16:20:31Z',
    contacts: [admin('alice.anderson@agents.example', '3125550142'), PROVIDER_BILLING, PROVIDER_TECHNICAL],
    marked: { by: 'jdoe', on: '2026-11-03T16:21:02Z' },
  },
  {
    associate_id: 'A1002',
    domain_name: 'ivan-ingram.example',
    authcode: null,
    authcode_updated_at: null,
    contacts: [admin('ivan.ingram@agents.example', '6085550117'), PROVIDER_BILLING, PROVIDER_TECHNICAL],
  },
  {
    associate_id: 'A1003',
    domain_name: 'demo-insurance.example',
    authcode: 'Gm5%Wd9xLc3Bt7Pr',
    authcode_updated_at: '2026-09-14T11:05:40Z',
    contacts: [admin('bob.baker@agents.example', '4145550163'), PROVIDER_BILLING, PROVIDER_TECHNICAL],
  },
  {
    associate_id: 'A1003',
    domain_name: 'bob-baker.example',
    authcode: null,
    authcode_updated_at: null,
    contacts: [admin('bob.baker@agents.example', '4145550163')],
  },
];

/** After the domains area: each seeded domain's registration (the rest get an empty one when first asked). */
export function seedRegistrar(db: Db): void {
  for (const { associate_id, domain_name, marked, ...seed } of SEED) {
    const domain = findAgentDomain(db, associate_id, domain_name);
    if (!domain) continue;
    insertRegistrar(db, domain.pk, seed);
    if (marked) {
      db.prepare('UPDATE registrar SET transfer_allowed = 1, marked_by = ?, marked_on = ? WHERE domain_pk = ?').run(
        marked.by,
        marked.on,
        domain.pk,
      );
    }
  }
}
