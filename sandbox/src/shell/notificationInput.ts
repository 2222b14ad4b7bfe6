import { FieldErrors } from '../http/validation';
import { VARIANTS, type SiteNotificationInput } from './siteNotifications';

/** Validates a site notification body (API-005/006, VALID-038, VALID-039); throws a 400 listing every problem. */
export function parseNotification(body: Record<string, unknown>): SiteNotificationInput {
  const errors = new FieldErrors();
  const input: SiteNotificationInput = {
    header: errors.requiredText(body, 'header'),
    message: errors.optionalText(body, 'message'),
    variant: errors.choice(body, 'variant', VARIANTS, 'info'),
    start: errors.dateTime(body, 'start'),
    end: errors.dateTime(body, 'end'),
    show_dashboard: errors.boolean(body, 'show_dashboard', false),
    show_mxeditor: errors.boolean(body, 'show_mxeditor', false),
  };
  if (!errors.has('start') && !errors.has('end') && Date.parse(input.end) < Date.parse(input.start)) {
    errors.add('end', 'The end must not be before the start.');
  }
  errors.throwIfAny();
  return input;
}
