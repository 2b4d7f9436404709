import type { CreateReviewResponse, CreateReviewBody, Review } from '@shop/contract/reviews';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { apiRequest, lazySchemas, serverMessageOf } from '../../lib/api-client';
import { REVIEW_TEXT } from './texts';

/** The reviews schemas, loaded with the first answer that needs them: the first view carries no validation library. */
const reviewSchema = lazySchemas(() => import('@shop/contract/reviews'));

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
    return await apiRequest('/reviews/approved', reviewSchema('ApprovedReviewsResponse'), { fallbackMessage: REVIEW_TEXT.fetchFailed });
  } catch (err) {
    return rejectWithValue((err as Error).message);
  }
});

/**
 * POST /reviews/review-created-by-user (SPEC.md §4 "Review submit"). The review waits for approval, so the wall
 * does not change. Rejects with the server's message only; the dialog falls back to its own words.
 */
export const submitReview = createAsyncThunk<z.infer<typeof CreateReviewResponse>, CreateReviewBody, { rejectValue: string | undefined }>(
  'review/submit',
  async (body, { rejectWithValue }) => {
    try {
      return await apiRequest('/reviews/review-created-by-user', reviewSchema('CreateReviewResponse'), { method: 'POST', body });
    } catch (err) {
      return rejectWithValue(serverMessageOf(err));
    }
  },
);

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
      })
      .addCase(submitReview.pending, (state) => {
        state.submitLoading = true;
        state.submitSuccess = false;
        state.submitError = null;
      })
      .addCase(submitReview.fulfilled, (state) => {
        state.submitLoading = false;
        state.submitSuccess = true;
      })
      .addCase(submitReview.rejected, (state, action) => {
        state.submitLoading = false;
        state.submitError = action.payload ?? REVIEW_TEXT.generic;
      });
  },
});

export const reviewReducer = reviewSlice.reducer;
