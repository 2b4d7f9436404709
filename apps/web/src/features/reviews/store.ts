import type { RatingSummaryResponse, Review } from '@shop/contract/reviews';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiRequest, lazySchemas } from '../../lib/api-client';
import { isCacheAnswer, isCacheRequest } from '../../lib/cache-actions';
import { REVIEW_TEXTS } from './texts';
import { trackRequests } from '../../lib/request-state';
import { textsOfDocument } from '../../lib/i18n/texts';

/** The reviews schemas, loaded with the first answer that needs them: the first view carries no validation library. */
const reviewSchema = lazySchemas(() => import('@shop/contract/reviews'));

/**
 * The review area of SPEC.md §3: the approved reviews (public, loaded by the route loaders) and whether the customer's
 * last review was submitted. The submit goes through the server-data cache (features/reviews/api.ts), which keeps its
 * progress and failure; this area follows its actions by endpoint name, so the first load does not carry the cache.
 */
export interface ReviewState {
  approvedReviews: Review[];
  /** The shop's rating from every approved review, as the server counts it; null until loaded. */
  rating: RatingSummaryResponse | null;
  loading: boolean;
  error: string | null;
  submitSuccess: boolean;
}

const initialState: ReviewState = {
  approvedReviews: [],
  rating: null,
  loading: false,
  error: null,
  submitSuccess: false,
};

export const fetchApprovedReviews = createAsyncThunk('review/fetchApproved', async (_: void, { rejectWithValue }) => {
  try {
    return await apiRequest('/reviews/approved', reviewSchema('ApprovedReviewsResponse'), { fallbackMessage: textsOfDocument(REVIEW_TEXTS).fetchFailed });
  } catch (err) {
    return rejectWithValue((err as Error).message);
  }
});

/** The shop's rating; a failure leaves it unknown (the pages then show no rating rather than an error). */
export const fetchShopRating = createAsyncThunk('review/fetchRating', () =>
  apiRequest('/reviews/rating', reviewSchema('RatingSummaryResponse'), { fallbackMessage: textsOfDocument(REVIEW_TEXTS).fetchFailed }),
);

const reviewSlice = createSlice({
  name: 'review',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchApprovedReviews.fulfilled, (state, action) => {
        state.approvedReviews = action.payload;
      })
      .addCase(fetchShopRating.fulfilled, (state, action) => {
        state.rating = action.payload;
      })
      .addMatcher(isCacheRequest('submitReview'), (state) => {
        state.submitSuccess = false;
      })
      .addMatcher(isCacheAnswer('submitReview'), (state) => {
        state.submitSuccess = true;
      });
    trackRequests(builder, [fetchApprovedReviews], () => textsOfDocument(REVIEW_TEXTS).fetchFailed);
  },
});

export const reviewReducer = reviewSlice.reducer;
