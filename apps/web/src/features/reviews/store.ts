import { ApprovedReviewsResponse, type Review } from '@shop/contract/reviews';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiRequest } from '../../lib/api-client';
import { REVIEW_TEXT } from './texts';

export interface ReviewState {
  approvedReviews: Review[];
  loading: boolean;
  error: string | null;
  submitLoading: boolean;
  submitSuccess: boolean;
  submitError: string | null;
}

const initialState: ReviewState = {
  approvedReviews: [],
  loading: false,
  error: null,
  submitLoading: false,
  submitSuccess: false,
  submitError: null,
};

export const fetchApprovedReviews = createAsyncThunk('review/fetchApproved', async (_: void, { rejectWithValue }) => {
  try {
    return await apiRequest('/reviews/approved', ApprovedReviewsResponse, { fallbackMessage: REVIEW_TEXT.fetchFailed });
  } catch (err) {
    return rejectWithValue((err as Error).message);
  }
});

const reviewSlice = createSlice({
  name: 'review',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchApprovedReviews.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchApprovedReviews.fulfilled, (state, action) => {
        state.loading = false;
        state.approvedReviews = action.payload;
      })
      .addCase(fetchApprovedReviews.rejected, (state, action) => {
        state.loading = false;
        state.error = (action.payload as string | undefined) ?? REVIEW_TEXT.fetchFailed;
      });
  },
});

export const reviewReducer = reviewSlice.reducer;
