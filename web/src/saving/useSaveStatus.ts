import { useSyncExternalStore } from 'react';
import type { SaveStatus } from './saveTracker';
import { saveTracker } from './trackSave';

export function useSaveStatus(): SaveStatus {
  // The same state when rendered to a string (the widget tests render forms on the server).
  return useSyncExternalStore(saveTracker.subscribe, saveTracker.getState, saveTracker.getState);
}
