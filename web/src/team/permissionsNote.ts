/** Decision D-33: the switches are stored and shown, but access in this portal follows staff_agents alone. */
export const PERMISSIONS_NOTE =
  'The permissions record what each staff member handles for you. They do not limit what a staff member can open in this portal: every member of your team can open all of your pages.';

export const PERMISSIONS_NOTE_ID = 'team-permissions-note';
