import { LOW_STOCK_THRESHOLD, type AdminProduct } from '@shop/contract/admin';
import { Link } from 'react-router';
import { useAdminProductsQuery } from '../api/products';
import { productMatches } from '../catalogue-forms';
import { PageHead } from '../components/page-head';
import { CataloguePage, sortFrom, useListParams } from '../catalogue/catalogue-page';
import { ProductStatusBadges } from '../catalogue/status-badges';
import { DataTable, sortRows, type Column } from '../components/data-table';
import { formatRupees } from '../../../lib/money';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView } from '../components/query-view';
import { CATALOGUE_TEXT, PRODUCT_TEXT } from './texts-catalogue';
import './catalogue.css';
import { ButtonLink } from '../../../components/button-link';

const SORT_KEYS = ['name', 'price', 'stock'] as const;
type SortKey = (typeof SORT_KEYS)[number];
type ColumnKey = SortKey | 'image' | 'weight' | 'fragrance' | 'mrp' | 'offer' | 'status';

const sortValue = (p: AdminProduct, key: SortKey) => (key === 'name' ? p.productName : key === 'price' ? p.finalPrice : p.stock);

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
      <ProductStatusBadges product={product} />
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
  useConsoleTitle(PRODUCT_TEXT.listTitle);
  const query = useAdminProductsQuery(undefined, FRESH);
  const [params, update] = useListParams();
  const filter = params.get('q') ?? '';
  const sort = sortFrom(params, SORT_KEYS);
  const products = query.data ?? [];
  const matching = products.filter((p) => productMatches(p, filter));
  const rows = sort ? sortRows(matching, sort, sortValue) : matching;

  return (
    <CataloguePage>
      <PageHead title={PRODUCT_TEXT.listTitle}>
        <ButtonLink to="/admin/products/new" look="primary">{PRODUCT_TEXT.newProduct}</ButtonLink>
      </PageHead>

      <QueryView query={query} loadingLabel={PRODUCT_TEXT.loadingList} failed={PRODUCT_TEXT.listFailed}>
        {() => (
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
              busy={query.isFetching}
            />
          </>
        )}
      </QueryView>
    </CataloguePage>
  );
}
