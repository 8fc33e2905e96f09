/**
 * Where the browser keeps the session between visits: localStorage, as zustand's persist writes it
 * (`{ "state": { "accessToken": …, … } }`). The page's early-taps script reads it before any code has
 * loaded, to tell a signed-out visitor's press from a signed-in one's.
 */
export const SESSION_STORAGE_KEY = 'aspire.auth';
