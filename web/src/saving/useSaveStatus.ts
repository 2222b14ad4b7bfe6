import { useSyncExternalStore } from 'react';
import type { SaveStatus } from './saveTracker';
import { saveTracker } from './trackSave';

export function useSaveStatus(): SaveStatus {
  return useSyncExternalStore(saveTracker.subscribe, saveTracker.getState);
}
