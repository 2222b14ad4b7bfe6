import { BUILT_IN_GLOSSARY_TERMS, newKeyword } from '@portal/rules';
import type { Db } from '../db/module';
import { insertKeyword } from './store';

/** A draft term not yet shown to agents: only provider staff see it (decision D-103). */
const HIDDEN_DRAFT = newKeyword({
  title: 'Appointment requests',
  path: 'appointment_requests',
  description:
    '<p>How many visitors asked for an appointment through the scheduler on your page. <em>Draft: shown to agents once the scheduler reports it.</em></p>',
  visible: false,
  examples: ['A visitor books a 30-minute review for Tuesday at 10 AM: one appointment request.'],
});

/** The 16 built-in terms (GLOSS-010) and the hidden draft. */
export function seedGlossary(db: Db): void {
  for (const term of BUILT_IN_GLOSSARY_TERMS) insertKeyword(db, term);
  insertKeyword(db, HIDDEN_DRAFT);
}
