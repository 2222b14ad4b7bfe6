/** ADMIN-001: the query parameter that opens the toolbox; its value is the tab key (ADMIN-003). */
export const TOOLBOX_PARAM = 'admin';

/** Issue #26: the toolbox search's text, kept in the address so Back brings the search back (decision D-225). */
export const TOOLBOX_SEARCH_PARAM = 'admin_search';
