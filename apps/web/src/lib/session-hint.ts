/** The key of the session copy in browser storage (SPEC.md §3). Free of the store, so the boot script can read it. */
export const AUTH_STORAGE_KEY = 'authData';
