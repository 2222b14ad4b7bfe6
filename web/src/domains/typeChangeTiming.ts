/** What a domain's type change says while it saves, and when (DOM-008..010, CONST-012, CONST-013). */

/** DOM-008/009, CONST-012/013. */
export const TYPE_CHANGE_HIDE_MS = 7000;
export const SAVING_MESSAGE_STEPS_MS = [2000, 3500, 5000] as const;
/** Texts shown while a type change saves: from 0 s, then at each step (decision D-14). */
export const SAVING_MESSAGES = [
  'Saving your change…',
  'Still working on it…',
  'Updating your domain settings…',
  'Almost there, thanks for waiting…',
] as const;
/** DOM-010. */
export const TYPE_CHANGE_SAVED_MESSAGE = 'Your domain was updated. Updates take about 10-20 minutes to be visible.';
