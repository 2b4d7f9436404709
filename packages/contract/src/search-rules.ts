/**
 * The words of refusals about searching the catalogue. Free of the validation library, so the error reasons can use
 * them (search.ts re-exports them with the schemas and SEARCH_LIMITS).
 */

/** What the staff's synonym list answers when refused. */
export const SEARCH_MESSAGES = {
  synonymNotFound: 'Synonym entry not found',
  synonymTaken: 'The synonym list already has an entry for this word',
  synonymListFull: 'The synonym list is full: remove an entry before adding another',
} as const;
