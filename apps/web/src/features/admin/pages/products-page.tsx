import { LOW_STOCK_THRESHOLD, type AdminProduct } from '@shop/contract/admin';
import { Link, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { fetchAdminProducts } from '../api/products';
import { productMatches } from '../catalogue-forms';
import { LoadError, useConsoleTitle } from '../catalogue/fields';
import { DataTable, sortRows, type Column, type SortState } from '../components/data-table';
import { formatRupees } from '../format';
import { useResource } from '../use-resource';
import { CATALOGUE_TEXT, consoleTitle, PRODUCT_TEXT } from './texts-catalogue';
import './catalogue.css';

const SORT_KEYS = ['name', 'price', 'stock'] as const;
type SortKey = (typeof SORT_KEYS)[number];
type ColumnKey = SortKey | 'image' | 'weight' | 'fragrance' | 'mrp' | 'offer' | 'status';

const sortValue = (p: AdminProduct, key: SortKey) => (key === 'name' ? p.productName : key === 'price' ? p.finalPrice : p.stock);

function sortFrom(params: URLSearchParams): SortState<SortKey> | undefined {
  const key = params.get('sort');
  if (!SORT_KEYS.includes(key as SortKey)) return undefined;
  return { key: key as SortKey, dir: params.get('dir') === 'asc' ? 'asc' : 'desc' };
}

function StockCell({ stock }: { stock: number }) {
  return (
    <span className="catalogue-stock">
      {stock.toLocaleString('en-IN')}
      {stock === 0 ? (
        <span className="admin-badge admin-badge--bad">{PRODUCT_TEXT.outOfStock}</span>
      ) : stock <= LOW_STOCK_THRESHOLD ? (
        <span className="admin-badge admin-badge--warn">{PRODUCT_TEXT.lowStock}</span>
      ) : null}
    </span>
  );
}

function StatusCell({ product }: { product: AdminProduct }) {
  return (
    <span className="catalogue-badges">
      {product.hidden ? <span className="admin-badge admin-badge--warn">{PRODUCT_TEXT.hidden}</span> : <span className="admin-badge admin-badge--good">{PRODUCT_TEXT.shown}</span>}
      {product.availability ? null : <span className="admin-badge admin-badge--bad">{PRODUCT_TEXT.unavailable}</span>}
    </span>
  );
}

const COLUMNS: Array<Column<AdminProduct, ColumnKey>> = [
  {
    key: 'image',
    header: PRODUCT_TEXT.columns.image,
    cell: (p) =>
      p.images[0] ? (
        <img className="catalogue-thumb" src={p.images[0].url} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="catalogue-thumb catalogue-thumb--none">{PRODUCT_TEXT.noImage}</span>
      ),
  },
  {
    key: 'name',
    header: PRODUCT_TEXT.columns.name,
    sortable: true,
    cell: (p) => (
      <>
        <Link to={`/admin/products/${p._id}`} className="catalogue-row-link">
          {p.productName}
        </Link>
        <span className="catalogue-sub">{p.slug}</span>
      </>
    ),
  },
  { key: 'weight', header: PRODUCT_TEXT.columns.weight, cell: (p) => p.weight },
  { key: 'fragrance', header: PRODUCT_TEXT.columns.fragrance, cell: (p) => p.fragrance || CATALOGUE_TEXT.none },
  { key: 'mrp', header: PRODUCT_TEXT.columns.mrp, numeric: true, cell: (p) => formatRupees(p.price) },
  { key: 'offer', header: PRODUCT_TEXT.columns.offer, numeric: true, cell: (p) => (p.offer ? `${p.offer}%` : CATALOGUE_TEXT.none) },
  { key: 'price', header: PRODUCT_TEXT.columns.price, numeric: true, sortable: true, cell: (p) => formatRupees(p.finalPrice) },
  { key: 'stock', header: PRODUCT_TEXT.columns.stock, numeric: true, sortable: true, cell: (p) => <StockCell stock={p.stock} /> },
  { key: 'status', header: PRODUCT_TEXT.columns.status, cell: (p) => <StatusCell product={p} /> },
];

/** /admin/products: every product (hidden ones too), filtered and sorted in the browser; the filter and sort live in the address. */
export default function ProductsPage() {
  useConsoleTitle(consoleTitle(PRODUCT_TEXT.listTitle));
  const { data, error, loading, reload } = useResource('products', fetchAdminProducts, PRODUCT_TEXT.listFailed);
  const [params, setParams] = useSearchParams();
  const filter = params.get('q') ?? '';
  const sort = sortFrom(params);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  }

  const products = data ?? [];
  const matching = products.filter((p) => productMatches(p, filter));
  const rows = sort ? sortRows(matching, sort, sortValue) : matching;

  return (
    <div className="catalogue-page">
      <div className="admin-page-head">
        <h1>{PRODUCT_TEXT.listTitle}</h1>
        <Link to="/admin/products/new" className="btn btn-primary">
          {PRODUCT_TEXT.newProduct}
        </Link>
      </div>

      {error ? <LoadError message={error} onRetry={reload} /> : null}
      {data === undefined ? (
        loading ? (
          <LoadingIndicator label={PRODUCT_TEXT.loadingList} />
        ) : null
      ) : (
        <>
          <div className="admin-filters" role="search">
            <label>
              {PRODUCT_TEXT.filterLabel}
              <input type="search" value={filter} placeholder={PRODUCT_TEXT.filterPlaceholder} onChange={(e) => update({ q: e.target.value })} />
            </label>
            <p className="catalogue-count" role="status">
              {PRODUCT_TEXT.showing(rows.length, products.length)}
            </p>
          </div>
          <DataTable
            caption={PRODUCT_TEXT.tableCaption}
            columns={COLUMNS}
            rows={rows}
            rowKey={(p) => p._id}
            sort={sort}
            onSort={(s) => update({ sort: s.key, dir: s.dir })}
            empty={products.length === 0 ? PRODUCT_TEXT.noProducts : PRODUCT_TEXT.noMatches}
            busy={loading}
          />
        </>
      )}
    </div>
  );
}
