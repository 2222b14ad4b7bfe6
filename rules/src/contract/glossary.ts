import { z } from 'zod';
import { noContent, restCall } from './call';

// The glossary (API-101..104, GLOSS-009; decisions D-103, D-104).

/** GLOSS-009: a keyword as the provider stores it; `path` is its key, `description` HTML. */
export const glossaryKeywordRecord = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  path: z.string().min(1),
  visible: z.boolean(),
  examples: z.array(z.string()),
  notes: z.array(z.string()),
});
export type GlossaryKeywordRecord = z.output<typeof glossaryKeywordRecord>;

/** API-102 and API-103's body: the keyword without its id. */
export const glossaryKeywordBody = z.object({
  title: z.string(),
  description: z.string(),
  path: z.string(),
  visible: z.boolean(),
  examples: z.array(z.string()),
  notes: z.array(z.string()),
});

const GLOSSARY = 'api/glossary/';

export const glossaryCalls = {
  /** Every term the signed-in user may see (hidden ones only for provider staff, D-103). */
  keywords: restCall({ api: 'API-101', method: 'GET', path: GLOSSARY, answer: z.array(glossaryKeywordRecord) }),
  create: restCall({
    api: 'API-102',
    method: 'POST',
    path: GLOSSARY,
    body: glossaryKeywordBody,
    answer: glossaryKeywordRecord,
    status: 201,
  }),
  update: restCall({ api: 'API-103', method: 'PUT', path: `${GLOSSARY}{id}/`, body: glossaryKeywordBody, answer: glossaryKeywordRecord }),
  remove: restCall({ api: 'API-104', method: 'DELETE', path: `${GLOSSARY}{id}/`, answer: noContent, status: 204 }),
};
