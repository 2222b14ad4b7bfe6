import { reloadSession, type Session } from '../session';
import { lockInternal } from './internalLock';
import type { ViewAsChoice } from '../../relay/viewAsChoice';
import { storeViewAs } from './viewAsStorage';

/**
 * AUTH-020: stores the choice (the network layer sends it as X-View-As from now on) and asks the gateway who the
 * user is now. null stops viewing as someone else.
 */
export function applyViewAs(choice: ViewAsChoice | null): Promise<Session> {
  storeViewAs(choice);
  if (choice && !choice.internal) lockInternal(); // AUTH-022
  return reloadSession();
}
