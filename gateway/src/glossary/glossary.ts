import {
  BUILT_IN_GLOSSARY_TERMS,
  MESSAGES,
  validateGlossaryKeyword,
  type GlossaryKeyword,
  type SessionUser,
} from '@portal/rules';
import { glossaryCalls, type GlossaryKeywordRecord } from '@portal/rules/contract';
import type { Glossary, GlossaryTerm, GlossaryTermInput } from '../__generated__/resolvers';
import { requireAdmin, requireUser } from '../session/guards';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { sanitizeDescription } from './sanitize';

function toTerm(record: GlossaryKeywordRecord): GlossaryTerm {
  return {
    id: objectId('GlossaryTerm', record.id),
    termId: String(record.id),
    title: record.title,
    description: record.description,
    path: record.path,
    visible: record.visible,
    examples: record.examples,
    notes: record.notes,
  };
}

/** Decision D-103: hidden terms are drafts that only provider staff (the effective user) see. */
const seesHidden = (user: SessionUser) => user.userType === 'mirus';

async function readRecords(ctx: GatewayContext): Promise<GlossaryKeywordRecord[]> {
  return ctx.rest.call(glossaryCalls.keywords, { failure: MESSAGES.glossaryLoad });
}

function glossaryOf(records: GlossaryKeywordRecord[], user: SessionUser): Glossary {
  const all = seesHidden(user);
  const terms = records
    .filter((r) => all || r.visible)
    .map(toTerm)
    .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.path.localeCompare(b.path));
  return { id: objectId('Glossary', all ? 'all' : 'visible'), terms };
}

/** API-101, GLOSS-001: every term the viewer may see, alphabetical. */
export async function readGlossary(ctx: GatewayContext): Promise<Glossary> {
  const user = await requireUser(ctx);
  return glossaryOf(await readRecords(ctx), user);
}

/** The input as the upstream stores it: trimmed, the description sanitized (decision D-104). */
function keywordOf(input: GlossaryTermInput): GlossaryKeyword {
  return {
    title: input.title.trim(),
    description: sanitizeDescription(input.description),
    path: input.path.trim(),
    visible: input.visible ?? true,
    examples: input.examples.map((e) => e.trim()),
    notes: input.notes.map((n) => n.trim()),
  };
}

/** VALID-045 and the path rules, the path checked against the other terms' paths (read once, API-101). */
async function checkedKeyword(ctx: GatewayContext, input: GlossaryTermInput, ownId: string | null): Promise<GlossaryKeyword> {
  const keyword = keywordOf(input);
  refuseRuleErrors(validateGlossaryKeyword(keyword));
  const others = (await readRecords(ctx)).filter((r) => String(r.id) !== ownId).map((r) => r.path);
  refuseRuleErrors(validateGlossaryKeyword(keyword, others));
  return keyword;
}

/** API-102, GLOSS-016, GLOSS-019. */
export async function createGlossaryTerm(ctx: GatewayContext, input: GlossaryTermInput) {
  const user = await requireAdmin(ctx);
  const body = await checkedKeyword(ctx, input, null);
  const record = await ctx.rest.call(glossaryCalls.create, { body, failure: MESSAGES.glossarySave }); // ERR-083
  return { term: toTerm(record), glossary: glossaryOf(await readRecords(ctx), user) };
}

/** API-103, GLOSS-015. */
export async function updateGlossaryTerm(ctx: GatewayContext, termId: string, input: GlossaryTermInput) {
  const user = await requireAdmin(ctx);
  const body = await checkedKeyword(ctx, input, termId);
  const record = await ctx.rest.call(glossaryCalls.update, { path: { id: termId }, body, failure: MESSAGES.glossarySave }); // ERR-083
  return { term: toTerm(record), glossary: glossaryOf(await readRecords(ctx), user) };
}

/** API-104, GLOSS-017: the DELETE, then the list is read again. */
export async function deleteGlossaryTerm(ctx: GatewayContext, termId: string) {
  const user = await requireAdmin(ctx);
  await ctx.rest.call(glossaryCalls.remove, { path: { id: termId }, failure: MESSAGES.glossaryDelete });
  return { deletedId: objectId('GlossaryTerm', termId), glossary: glossaryOf(await readRecords(ctx), user) };
}

/** GLOSS-018: one POST per built-in key whose path is missing (in parallel), never a duplicate; then the list again. */
export async function addBuiltInGlossaryTerms(ctx: GatewayContext) {
  const user = await requireAdmin(ctx);
  const before = await readRecords(ctx);
  const present = new Set(before.map((r) => r.path));
  const missing = BUILT_IN_GLOSSARY_TERMS.filter((t) => !present.has(t.path));
  await Promise.all(
    missing.map((t) =>
      ctx.rest.call(glossaryCalls.create, {
        body: { ...t, description: sanitizeDescription(t.description) },
        failure: MESSAGES.glossarySave, // ERR-083
      }),
    ),
  );
  return {
    added: missing.length,
    addedPaths: missing.map((t) => t.path),
    glossary: glossaryOf(missing.length > 0 ? await readRecords(ctx) : before, user),
  };
}
