import type { Db } from '../db/module';
import { insertMailEvents, mailTime, type MailEvent } from './store';

/**
 * A realistic mail log of the last four weeks, relative to when the database is seeded (a reset moves it to now):
 * mail to the demo agents' redirect addresses forwarded to their real inboxes, website forms, the provider's own
 * notices, the agents' replies to customers, spam refused at the door; with deferrals, bounces and complaints.
 * The same seed gives the same events at the same distances from now.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SPAN_DAYS = 28;
const FLOWS = 2100;

/** mulberry32: a small deterministic PRNG, so every seed (and every test run) has the same log. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Mailbox {
  /** The agent's site address (an email redirect, seeded by the emails area). */
  redirect: string;
  /** Where the redirect forwards to. */
  real: string;
  /** The agent's site, whose contact form also sends mail. */
  site: string;
}

const MAILBOXES: readonly Mailbox[] = [
  { redirect: 'info@alice-insurance.example', real: 'alice@agents.example', site: 'alice-insurance.example' },
  { redirect: 'quotes@alice-insurance.example', real: 'alice.anderson@mail.example', site: 'alice-insurance.example' },
  { redirect: 'office@aliceanderson-agency.example', real: 'alice@agents.example', site: 'aliceanderson-agency.example' },
  { redirect: 'hello@alice-parked.example', real: 'alice@agents.example', site: 'alice-parked.example' },
  { redirect: 'sales@alice-parked.example', real: 'alice.anderson@mail.example', site: 'alice-parked.example' },
  { redirect: 'contact@ivan-ingram.example', real: 'ivan@agents.example', site: 'ivan-ingram.example' },
];

const AGENT_INBOXES = ['alice@agents.example', 'ivan@agents.example', 'bob@agents.example', 'tina@agents.example'];

const FIRST = ['maria', 'james', 'linda', 'robert', 'patricia', 'michael', 'jennifer', 'david', 'susan', 'daniel', 'karen', 'joseph', 'nancy', 'thomas', 'lisa', 'charles', 'betty', 'mark', 'sandra', 'paul'];
const LAST = ['garcia', 'johnson', 'nguyen', 'miller', 'brown', 'davis', 'lopez', 'wilson', 'moore', 'taylor', 'clark', 'lewis', 'walker', 'hall', 'young'];
const PROVIDERS = ['mail.example', 'inbox.example', 'webmail.example', 'post.example'];
const SPAMMERS = ['promo@deals-now.example', 'winner@lucky-prize.example', 'security@acc0unt-verify.example', 'seo@rank-first.example'];
const PROVIDER_SENDERS = ['notifications@mirus.example', 'billing@mirus.example'];

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const QUEUE_ID_CHARS = '0123456789ABCDEFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz';

function queueId(rand: () => number): string {
  let id = '';
  for (let i = 0; i < 11; i++) id += QUEUE_ID_CHARS[Math.floor(rand() * QUEUE_ID_CHARS.length)];
  return id;
}

function customer(rand: () => number): string {
  const first = pick(rand, FIRST);
  const last = pick(rand, LAST);
  const style = rand();
  const local = style < 0.4 ? `${first}.${last}` : style < 0.7 ? `${first[0]}${last}` : `${first}${last}${Math.floor(rand() * 90) + 10}`;
  return `${local}@${pick(rand, PROVIDERS)}`;
}

const delivered = (rand: () => number, at: number) =>
  `250 2.0.0 OK ${Math.floor(at / 1000)} ${queueId(rand).toLowerCase()}.${Math.floor(rand() * 900) + 100} - gsmtp`;
const queued = (rand: () => number) => `250 2.0.0 Ok: queued as ${queueId(rand)}`;

const DEFERRALS = [
  '451 4.7.1 Greylisted, please try again in 300 seconds',
  '421 4.7.0 Try again later, closing connection.',
  '452 4.2.2 The email account that you tried to reach is over quota.',
];
const bounce = (to: string) =>
  `550 5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table`;
const REJECTIONS = [
  '554 5.7.1 Service unavailable; Client host [203.0.113.45] blocked using zen.spamhaus.org',
  '550 5.7.1 Message rejected as spam by content filter',
  '550 5.7.23 SPF validation failed: sender not permitted',
];

type Event = Omit<MailEvent, 'arrival'> & { at: number };

/** One mail's events: what happened to it, from arrival to its last attempt. */
function flow(rand: () => number, at: number): Event[] {
  const kind = rand();
  const box = pick(rand, MAILBOXES);
  if (kind < 0.42) {
    // A customer writes to the agent's site address; the relay accepts it and forwards it to the real inbox.
    const from = customer(rand);
    const events: Event[] = [{ at, sender: from, recipient: box.redirect, event: 'accepted', message: queued(rand) }];
    let next = at + (1 + Math.floor(rand() * 20)) * 1000;
    if (rand() < 0.08) {
      events.push({ at: next, sender: from, recipient: box.real, event: 'deferred', message: pick(rand, DEFERRALS.slice(0, 2)) });
      next += (5 + Math.floor(rand() * 25)) * MINUTE;
    }
    events.push({ at: next, sender: from, recipient: box.real, event: 'delivered', message: delivered(rand, next) });
    return events;
  }
  if (kind < 0.6) {
    // The site's contact form.
    return [{ at, sender: `forms@${box.site}`, recipient: box.redirect, event: 'delivered', message: delivered(rand, at) }];
  }
  if (kind < 0.74) {
    // The provider's own notices to the agents.
    const to = pick(rand, AGENT_INBOXES);
    const sender = pick(rand, PROVIDER_SENDERS);
    if (rand() < 0.05) {
      const later = at + (10 + Math.floor(rand() * 50)) * MINUTE;
      return [
        { at, sender, recipient: to, event: 'deferred', message: DEFERRALS[1]! },
        { at: later, sender, recipient: to, event: 'delivered', message: delivered(rand, later) },
      ];
    }
    return [{ at, sender, recipient: to, event: 'delivered', message: delivered(rand, at) }];
  }
  if (kind < 0.94) {
    // The agent writes to a customer from the site address.
    const to = customer(rand);
    const outcome = rand();
    if (outcome < 0.1) return [{ at, sender: box.redirect, recipient: to, event: 'bounced', message: bounce(to) }];
    if (outcome < 0.13) return [{ at, sender: box.redirect, recipient: to, event: 'deferred', message: DEFERRALS[2]! }];
    const events: Event[] = [{ at, sender: box.redirect, recipient: to, event: 'delivered', message: delivered(rand, at) }];
    if (outcome > 0.98) {
      const later = at + (2 + Math.floor(rand() * 40)) * HOUR;
      const isp = to.slice(to.indexOf('@') + 1);
      events.push({ at: later, sender: box.redirect, recipient: to, event: 'complained', message: `Recipient marked the message as spam (feedback loop report from ${isp})` });
    }
    return events;
  }
  // Spam to the site address, refused at the door.
  return [{ at, sender: pick(rand, SPAMMERS), recipient: box.redirect, event: 'rejected', message: pick(rand, REJECTIONS) }];
}

/**
 * Hand-picked events that tests and demos rely on: a refused message whose subject, MIME-encoded, starts with "="
 * (the CSV escapes it), a bounce of alice's reply, and a delivery to alice's quotes address just outside the 7 days.
 */
function landmarks(now: number): Event[] {
  return [
    {
      at: now - 2 * HOUR,
      sender: 'promo@deals-now.example',
      recipient: 'quotes@alice-insurance.example',
      event: 'rejected',
      message: '=?UTF-8?B?VXJnZW50OiB5b3VyIHF1b3Rl?= rejected: message looks like spam (score 9.8)',
    },
    {
      at: now - 3 * HOUR,
      sender: 'info@alice-insurance.example',
      recipient: 'j.smith@mail.example',
      event: 'bounced',
      message: bounce('j.smith@mail.example'),
    },
    {
      at: now - 8 * DAY,
      sender: 'maria.garcia@mail.example',
      recipient: 'quotes@alice-insurance.example',
      event: 'delivered',
      message: '250 2.0.0 OK 1700000000 x8si2513207qkb.310 - gsmtp',
    },
  ];
}

export function seedMailLog(db: Db): void {
  const now = Date.now();
  const midnight = now - (now % DAY);
  const rand = prng(20_261_124);
  const events: Event[] = landmarks(now);
  for (let i = 0; i < FLOWS; i++) {
    // More mail in working hours: a random day, then an hour weighted towards 8:00-18:00 UTC.
    const day = Math.floor(rand() * SPAN_DAYS);
    const hour = rand() < 0.8 ? 8 + rand() * 10 : rand() * 24;
    const at = midnight - day * DAY + Math.floor(hour * HOUR);
    // Nothing in the future: a flow today that would start after now happens a day earlier.
    events.push(...flow(rand, at > now - MINUTE ? at - DAY : at));
  }
  insertMailEvents(
    db,
    events.filter((e) => e.at <= now).map(({ at, ...e }) => ({ ...e, arrival: mailTime(at) })),
  );
}
