export { trackSave } from './trackSave';
export { saidBySaveDialog } from './saveTracker';
export type { SaveLabels } from './saveTexts';
