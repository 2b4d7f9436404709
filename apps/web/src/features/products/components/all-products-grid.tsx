import { useAppSelector } from '../../../store/hooks';
import { ProductGrid } from './product-grid';

/** Every product of the catalogue (loaded by the route) in a grid, with loading and 'Error: message' states. */
export function AllProductsGrid({ label }: { label: string }) {
  const { products, loading, error } = useAppSelector((state) => state.products);

  return <ProductGrid products={products} loading={loading} error={error} label={label} />;
}
