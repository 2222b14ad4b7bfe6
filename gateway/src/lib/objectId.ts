/**
 * Ids for objects that are not refetched through node(id:) but that Relay's store must tell apart: base64 of
 * `Type:localId`, like the Node ids, so two types never share an id.
 */
export function objectId(type: string, localId: string | number): string {
  return Buffer.from(`${type}:${localId}`, 'utf8').toString('base64');
}
