import { useTexts } from '../../lib/i18n/texts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageFrame } from '../../components/page-frame';
import { usePublicPageMeta } from '../../lib/seo';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openLoginModal } from '../../store/ui-slice';
import { RatingStars } from './components/rating-stars';
import { ReviewMosaic } from './components/review-mosaic';
import { ReviewPopup } from './components/review-popup';
import { useReviewPopup } from './components/use-review-popup';
import { summariseRatings } from './rating';
import { REVIEW_TEXTS, REVIEW_UI_TEXTS } from './texts';
import './reviews-page.css';

// The review dialog (and the form library and contract rules it uses) loads when a customer opens it, or shows they
// are about to, so none of it weighs on the wall's first load.
const loadReviewDialog = () => import('./components/review-dialog');
const ReviewDialog = lazy(() => loadReviewDialog().then((m) => ({ default: m.ReviewDialog })));
const preloadReviewDialog = () => void loadReviewDialog().catch(() => undefined);

/**
 * The reviews wall (SPEC.md §2 "Reviews"): one column on narrow windows, a mosaic around 'Thank you for Love' on wide
 * ones. One markup that CSS lays out by the window's width, so the page is right at every width before the app starts.
 */
export default function ReviewsPage() {
  const REVIEW_TEXT = useTexts(REVIEW_TEXTS);
  const REVIEW_UI_TEXT = useTexts(REVIEW_UI_TEXTS);
  usePublicPageMeta('reviews');
  const { approvedReviews, rating, loading, error } = useAppSelector((state) => state.review);
  const authenticated = useAppSelector((state) => state.auth.authenticated === true);
  const popup = useReviewPopup();
  const dispatch = useAppDispatch();
  const [writing, setWriting] = useState(false);
  // A product page's "Write a review" (/review?write=<productId>): the dialog opens at once, that product chosen if
  // the shop shows it. In the browser only: the server renders the wall as it always does.
  const [searchParams, setSearchParams] = useSearchParams();
  const write = searchParams.get('write');
  const [writeProduct, setWriteProduct] = useState<string | null>(null);
  const sessionChecked = useAppSelector((state) => state.auth.authenticated !== null);
  useEffect(() => {
    if (write === null || !sessionChecked) return;
    if (!authenticated) {
      // A visitor signs in first; the address keeps the product, so the dialog opens once they have.
      const path = `/review?write=${encodeURIComponent(write)}`;
      dispatch(openLoginModal({ reason: { kind: 'page', path }, returnTo: path }));
      return;
    }
    let current = true;
    // Opens once its code is here (a failed load is tried again by the dialog's own loader).
    void loadReviewDialog()
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        setWriteProduct(write);
        setWriting(true);
        // Taken: a reload or Back does not open it again.
        setSearchParams(
          (params) => {
            params.delete('write');
            return params;
          },
          { replace: true },
        );
      });
    return () => {
      current = false;
    };
  }, [write, sessionChecked, authenticated, dispatch, setSearchParams]);
  const closeDialog = () => {
    setWriting(false);
    setWriteProduct(null);
  };
  // The server counts every approved review; the list here stops at its limit, so it is only the fallback.
  const summary = rating ?? summariseRatings(approvedReviews.map((r) => r.rating));

  const hasReviews = approvedReviews.length > 0;

  return (
    <PageFrame
      className="reviews-page"
      eyebrow={REVIEW_UI_TEXT.pageEyebrow}
      heading={REVIEW_UI_TEXT.pageHeading}
      lead={REVIEW_UI_TEXT.pageLead}
      aside={
        summary.average !== null || authenticated ? (
          <div className="reviews-page__summary">
            {summary.average !== null ? (
              <div className="reviews-page__score">
                <span className="reviews-page__average" aria-hidden="true">
                  {summary.average.toFixed(1)}
                </span>
                <span className="visually-hidden">{REVIEW_UI_TEXT.averageLabel(summary.average)}</span>
                <span className="reviews-page__score-detail">
                  <RatingStars rating={summary.average} />
                  <span className="reviews-page__count">{REVIEW_UI_TEXT.reviewsCount(summary.count)}</span>
                </span>
              </div>
            ) : null}
            {authenticated ? (
              <button
                type="button"
                className="btn btn-primary reviews-page__add"
                aria-haspopup="dialog"
                onPointerEnter={preloadReviewDialog}
                onFocus={preloadReviewDialog}
                onClick={() => {
                  setWriteProduct(null);
                  setWriting(true);
                }}
              >
                {REVIEW_TEXT.addReview}
              </button>
            ) : null}
          </div>
        ) : null
      }
    >

      {loading && !hasReviews ? <LoadingIndicator label={REVIEW_UI_TEXT.loading} /> : null}
      {error ? (
        <p className="error-text reviews-page__error" role="alert">
          {error}
        </p>
      ) : null}
      {!loading && !error && !hasReviews ? <p className="reviews-page__empty">{REVIEW_UI_TEXT.empty}</p> : null}

      {hasReviews ? <ReviewMosaic reviews={approvedReviews} onOpen={popup.open} /> : null}

      {popup.review ? <ReviewPopup review={popup.review} onClose={popup.close} /> : null}
      {writing && authenticated ? (
        <Suspense fallback={null}>
          <ReviewDialog onClose={closeDialog} productId={writeProduct} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
