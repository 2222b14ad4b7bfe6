/** How often and how soon the web client acts of its own accord (CONST rows). */

export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000; // CONST-001

export const SEARCH_DEBOUNCE_MS = 500; // CONST-021
