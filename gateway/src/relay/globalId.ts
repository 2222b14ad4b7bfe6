/** Relay global ids: base64 of `Type:localId`. */
export type NodeType = 'Viewer' | 'Agent' | 'SiteNotification' | 'Domain' | 'EmailRedirect' | 'StaffUser';

export function toGlobalId(type: NodeType, localId: string | number): string {
  return Buffer.from(`${type}:${localId}`, 'utf8').toString('base64');
}

export function fromGlobalId(id: string): { type: string; localId: string } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id)) return null;
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { type: decoded.slice(0, colon), localId: decoded.slice(colon + 1) };
}

/** Objects the Node interface can resolve carry their type name. */
export interface Typed<T extends NodeType> {
  __typename: T;
}
