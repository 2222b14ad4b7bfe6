/** ERR-094: the gateway's names for the move's fields, as the move form names them (validateMove's `domain`). */
export const MOVE_FIELD_NAMES = { domainName: 'domain' } as const;
