import { CORPORATE_PERMISSIONS, isUserType, type CorporatePermission, type UserType } from '@portal/rules';

/** sessionStorage key of the view-as choice (AUTH-020, decision D-19): it lasts as long as the tab. */
export const VIEW_AS_KEY = 'portal.viewAs';

/** What the gateway's X-View-As header carries (decision D-19). */
export interface ViewAsChoice {
  userType: UserType;
  id: string;
  corporatePermissions: CorporatePermission[];
  internal: boolean;
  staffAgents: string[];
}

/** AUTH-018: the types the dialog offers, with the words provider staff use for them. */
export const VIEW_AS_TYPES: readonly { value: UserType; label: string }[] = [
  { value: 'agent', label: 'agent' },
  { value: 'staff', label: 'agent team member' },
  { value: 'corp', label: 'corporate employee' },
  { value: 'mirus', label: 'provider staff' },
];

export const VIEW_AS_WARNING = 'Your permissions may be temporarily lost until you reload the page.';

export function userTypeLabel(type: UserType | null | undefined): string {
  return VIEW_AS_TYPES.find((t) => t.value === type)?.label ?? type ?? 'unknown';
}

function isPermission(value: unknown): value is CorporatePermission {
  return typeof value === 'string' && (CORPORATE_PERMISSIONS as readonly string[]).includes(value);
}

/** "A1001, A1002 ,, A1001" gives ["A1001", "A1002"]. */
export function parseAgentList(text: string): string[] {
  return [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
}

/** The header value: URI-encoded JSON, as the gateway expects it. */
export function encodeViewAs(choice: ViewAsChoice): string {
  const { userType, id, corporatePermissions, internal, staffAgents } = choice;
  return encodeURIComponent(JSON.stringify({ userType, id, corporatePermissions, internal, staffAgents }));
}

/** The stored choice, or null when there is none or it cannot be read. */
export function parseViewAsChoice(raw: string | null | undefined): ViewAsChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.id === 'string' ? v.id.trim() : '';
  if (!isUserType(v.userType) || !id || typeof v.internal !== 'boolean') return null;
  return {
    userType: v.userType,
    id,
    corporatePermissions: Array.isArray(v.corporatePermissions) ? v.corporatePermissions.filter(isPermission) : [],
    internal: v.internal,
    staffAgents: Array.isArray(v.staffAgents)
      ? v.staffAgents.filter((a): a is string => typeof a === 'string' && a !== '')
      : [],
  };
}

/** The update step's fields as the person typed them. */
export interface ViewAsForm {
  id: string;
  userType: UserType;
  corporatePermissions: CorporatePermission[];
  internal: boolean;
  staffAgents: string;
}

export const ID_REQUIRED = 'Enter the id of the user to view the portal as.';

export function choiceFromForm(form: ViewAsForm): { choice: ViewAsChoice } | { error: string } {
  const id = form.id.trim();
  if (!id) return { error: ID_REQUIRED };
  return {
    choice: {
      userType: form.userType,
      id,
      corporatePermissions: [...form.corporatePermissions],
      internal: form.internal,
      staffAgents: parseAgentList(form.staffAgents),
    },
  };
}

export function formFromChoice(choice: ViewAsChoice | null): ViewAsForm {
  return {
    id: choice?.id ?? '',
    userType: choice?.userType ?? 'agent',
    corporatePermissions: choice?.corporatePermissions ?? [],
    internal: choice?.internal ?? false,
    staffAgents: choice?.staffAgents.join(', ') ?? '',
  };
}
