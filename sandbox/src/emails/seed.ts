import type { Db } from '../db/module';
import { findDomainByName } from '../lib/domainStore';
import { insertRedirects } from '../lib/emailStore';

/** By domain; alice-parked.example is parked, so its two redirects cost $2 a month (CONST-006). */
const SEED_REDIRECTS: readonly { domain: string; redirects: [string, string][] }[] = [
  {
    domain: 'alice-insurance.example',
    redirects: [
      ['info@alice-insurance.example', 'alice@agents.example'],
      ['quotes@alice-insurance.example', 'alice.anderson@mail.example'],
    ],
  },
  { domain: 'aliceanderson-agency.example', redirects: [['office@aliceanderson-agency.example', 'alice@agents.example']] },
  {
    domain: 'alice-parked.example',
    redirects: [
      ['hello@alice-parked.example', 'alice@agents.example'],
      ['sales@alice-parked.example', 'alice.anderson@mail.example'],
    ],
  },
  { domain: 'ivan-ingram.example', redirects: [['contact@ivan-ingram.example', 'ivan@agents.example']] },
];

export function seedRedirects(db: Db): void {
  for (const { domain, redirects } of SEED_REDIRECTS) {
    const record = findDomainByName(db, domain);
    if (!record) continue;
    insertRedirects(
      db,
      record.pk,
      redirects.map(([redirectAddress, realAddress]) => ({ redirectAddress, realAddress })),
    );
  }
}
