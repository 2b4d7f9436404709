import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ProductGrid } from '../../products/components/product-grid';
import { fetchProducts } from '../../products/store';
import { HOME_TEXT } from '../texts';

/** The home page's 'Cat Products' grid (SPEC.md §2), with loading and 'Error: message' states. */
export function ProductShowcase() {
  const dispatch = useAppDispatch();
  const { products, loading, error } = useAppSelector((state) => state.products);

  useEffect(() => {
    void dispatch(fetchProducts());
  }, [dispatch]);

  return (
    <section className="home-products" aria-labelledby="home-products-heading">
      <div className="home-section-head">
        <div>
          <p className="home-eyebrow">Shop the range</p>
          <h2 id="home-products-heading" className="home-section-title">
            {HOME_TEXT.productsHeading}
          </h2>
          <p className="home-section-lead">{HOME_TEXT.productsLead}</p>
        </div>
        <Link to="/explore" className="btn btn-secondary home-section-link">
          Browse the shop
        </Link>
      </div>
      <ProductGrid products={products} loading={loading} error={error} label={HOME_TEXT.productsHeading} />
    </section>
  );
}
