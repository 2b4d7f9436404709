import { GRIEVANCE_OFFICER, type GrievanceOfficerDetails } from '@shop/contract/grievance-officer';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiRequest, lazySchemas } from '../lib/api-client';

/** The officer's schema, loaded with the answer: the first view carries no validation library. */
const officerSchema = lazySchemas(() => import('@shop/contract/grievance-officer-settings'));

/**
 * The grievance officer every public page names (footer, contact page, privacy policy, terms), as staff set them in
 * the console; the server renders each page with them. null until loaded: the shop's default shows meanwhile.
 */
export interface GrievanceOfficerState {
  officer: GrievanceOfficerDetails | null;
  loading: boolean;
}

const initialState: GrievanceOfficerState = { officer: null, loading: false };

export const fetchGrievanceOfficer = createAsyncThunk('grievanceOfficer/fetch', async () => {
  const answer = await apiRequest('/grievance-officer', officerSchema('GrievanceOfficerResponse'));
  return answer.officer;
});

const grievanceOfficerSlice = createSlice({
  name: 'grievanceOfficer',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchGrievanceOfficer.pending, (state) => {
        state.loading = true;
      })
      .addCase(fetchGrievanceOfficer.fulfilled, (state, action) => {
        state.loading = false;
        state.officer = action.payload;
      })
      .addCase(fetchGrievanceOfficer.rejected, (state) => {
        state.loading = false;
      });
  },
});

export const grievanceOfficerReducer = grievanceOfficerSlice.reducer;

/** The officer to show: as loaded, else the shop's default (a page that could not ask still names someone to write to). */
export const selectGrievanceOfficer = (state: { grievanceOfficer: GrievanceOfficerState }): GrievanceOfficerDetails => state.grievanceOfficer.officer ?? GRIEVANCE_OFFICER;
