import type { GrievanceOfficerDetails } from '@shop/contract/grievance-officer';

/**
 * The grievance officer every public page names (footer, contact page, privacy policy, terms), as staff set them in
 * the console; the server renders each page with them. null until loaded (a page the browser renders asks at once).
 * A plain reducer rather than a slice: it is part of every page's first load.
 */
export type GrievanceOfficerState = GrievanceOfficerDetails | null;

const LOADED = 'grievanceOfficer/loaded';

export const grievanceOfficerLoaded = (officer: GrievanceOfficerDetails) => ({ type: LOADED, payload: officer });

export function grievanceOfficerReducer(state: GrievanceOfficerState = null, action: { type: string; payload?: unknown }): GrievanceOfficerState {
  return action.type === LOADED ? (action.payload as GrievanceOfficerDetails) : state;
}

/** The officer as loaded, or null until then (the footer then leaves its line out; pages naming them in full fall back). */
export const selectGrievanceOfficer = (state: { grievanceOfficer: GrievanceOfficerState }): GrievanceOfficerState => state.grievanceOfficer;
