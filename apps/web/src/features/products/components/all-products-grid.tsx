import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fetchProducts } from '../store';
import { ProductGrid } from './product-grid';

/** Every product of the catalogue in a grid, with loading and 'Error: message' states (the home page's showcase). */
export function AllProductsGrid({ label }: { label: string }) {
  const dispatch = useAppDispatch();
  const { products, loading, error } = useAppSelector((state) => state.products);

  useEffect(() => {
    void dispatch(fetchProducts());
  }, [dispatch]);

  return <ProductGrid products={products} loading={loading} error={error} label={label} />;
}
