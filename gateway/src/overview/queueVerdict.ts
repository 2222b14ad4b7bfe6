import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { MESSAGES, QUEUE_TEXTS } from '@portal/rules';
import type { ComplianceCheck, ComplianceVerdict } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { askVendor, toComplianceCheck } from '../lib/complianceCheck';
import type { QueueItemObject } from './queue';

/**
 * Decision D-172: a pending change's verdict is the compliance vendor's answer (API-105, as the editor's save rule
 * asks it: the value as stored, its own allowed terms, English only) for the change's version, i.e. its domain,
 * value and terms. Within one request each version is asked once (the queue and a mutation's payload may both
 * want it); across requests a verdict is kept in this gateway instance's memory (`ctx.queueVerdicts`, see
 * lib/complianceCheckMemory.ts), so paging or filtering the queue asks nothing again. A failed check is never kept.
 */
const asked = new WeakMap<GatewayContext, Map<string, Promise<ComplianceCheck>>>();

function versionKey(ctx: GatewayContext, item: QueueItemObject): string {
  const { domain_name, value, allowed_terms } = item.record;
  return createHash('sha256').update(JSON.stringify([ctx.portal.backend.key, domain_name, value, allowed_terms])).digest('hex');
}

function checkOf(ctx: GatewayContext, item: QueueItemObject): Promise<ComplianceCheck> {
  const key = versionKey(ctx, item);
  const cached = ctx.queueVerdicts.fresh(key);
  if (cached) return Promise.resolve(cached);
  let mine = asked.get(ctx);
  if (!mine) asked.set(ctx, (mine = new Map()));
  let running = mine.get(key);
  if (!running) {
    const { domain_name, value, allowed_terms } = item.record;
    running = askVendor(ctx, domain_name, value, allowed_terms).then(({ answer }) => {
      const check = toComplianceCheck(answer);
      ctx.queueVerdicts.keep(key, check);
      return check;
    });
    mine.set(key, running);
  }
  return running;
}

const isVendorDown = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'SERVICE_UNAVAILABLE';

/**
 * OverviewQueueItem.verdict: images, switches and choices are not texts (the vendor checks texts only); a blank text
 * passes with no check (EDITOR-053); a check that fails to run is "could not be checked" (with ERR-099's text when the
 * vendor is down), never a failed queue.
 */
export async function queueVerdict(ctx: GatewayContext, item: QueueItemObject): Promise<ComplianceVerdict> {
  if (item.record.type !== 'text' || item.valueKind === 'image' || item.valueKind === 'toggle' || item.valueKind === 'choice') {
    return { outcome: 'notAText', message: QUEUE_TEXTS.notAText, check: null };
  }
  if (item.record.value.trim() === '') return { outcome: 'compliant', message: MESSAGES.compliant, check: null };
  try {
    const check = await checkOf(ctx, item);
    return { outcome: check.compliant ? 'compliant' : 'notCompliant', message: check.message, check };
  } catch (error) {
    const why = isVendorDown(error) ? MESSAGES.complianceVendorDown : QUEUE_TEXTS.checkFailed;
    return { outcome: 'notChecked', message: `${QUEUE_TEXTS.notChecked} ${why}`, check: null };
  }
}
