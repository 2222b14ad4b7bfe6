import type { ComplianceCheck } from '../__generated__/resolvers';

const KEPT_FOR_MS = 10 * 60_000;
const MAX_KEPT = 5_000;

/**
 * Compliance checks one gateway instance keeps between requests, by the key of what was checked (the approval
 * queue's verdicts, D-172): each for KEPT_FOR_MS, at most MAX_KEPT, the oldest dropped first. One per createGateway,
 * on every request's context, so two instances in one process never see each other's.
 */
export class ComplianceCheckMemory {
  private readonly kept = new Map<string, { check: ComplianceCheck; expires: number }>();

  fresh(key: string): ComplianceCheck | undefined {
    const cached = this.kept.get(key);
    return cached && cached.expires > Date.now() ? cached.check : undefined;
  }

  keep(key: string, check: ComplianceCheck): void {
    this.kept.delete(key);
    this.kept.set(key, { check, expires: Date.now() + KEPT_FOR_MS });
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}
