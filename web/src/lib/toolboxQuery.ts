/** ADMIN-001: the query parameter that opens the toolbox; its value is the tab key (ADMIN-003). */
export const TOOLBOX_PARAM = 'admin';
