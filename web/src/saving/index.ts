export { trackSave } from './trackSave';
export { SAVE_ERROR_ADVICE, SAVE_ERROR_TITLE, SAVED_TEXT, SAVING_TEXT, type SaveLabels } from './saveTexts';
