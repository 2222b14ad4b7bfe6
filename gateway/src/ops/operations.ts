const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/m;

/** The name of a document's first named operation, or null. */
function operationNameOf(document: string): string | null {
  return OPERATION_NAME.exec(document)?.[1] ?? null;
}

/** id → operation name of the persisted documents, and the set of names metrics may carry (bounded by the build). */
export class KnownOperations {
  readonly byId = new Map<string, string>();
  private readonly names = new Set<string>();

  constructor(documents: Record<string, string>) {
    for (const [id, document] of Object.entries(documents)) {
      const name = operationNameOf(document);
      if (!name) continue;
      this.byId.set(id, name);
      this.names.add(name);
    }
  }

  /** A name a metric label may carry: a persisted operation's, else "unknown". */
  label(name: string | undefined): string {
    return name !== undefined && this.names.has(name) ? name : 'unknown';
  }
}
