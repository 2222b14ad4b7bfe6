export { trackSave } from './trackSave';
export type { SaveLabels } from './saveTexts';
