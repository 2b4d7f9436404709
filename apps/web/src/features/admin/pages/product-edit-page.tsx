import type { AdminProduct } from '@shop/contract/admin';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { failureMessage } from '../api/failure';
import { useAdminProductQuery, useUpdateProductMutation } from '../api/products';
import { NewRecordPage, RecordPage, type BackTo } from '../catalogue/catalogue-page';
import { ProductForm } from '../catalogue/product-form';
import { ProductImages } from '../catalogue/product-images';
import { ProductStatusBadges } from '../catalogue/status-badges';
import { ProductTranslations } from '../catalogue/translations-editor';
import { PageHead } from '../components/page-head';
import { ConfirmDialog, useConfirmation } from '../components/confirm-dialog';
import { FRESH } from '../components/query-view';
import { useConsoleTitle } from '../use-console-title';
import { PRODUCT_TEXT } from './texts-catalogue';
import './catalogue.css';

const BACK: BackTo = { to: '/admin/products', label: PRODUCT_TEXT.allProducts };

/** /admin/products/new: the form; once created, the product's own page (images need a product to belong to). */
function NewProduct() {
  const navigate = useNavigate();
  return (
    <NewRecordPage back={BACK} title={PRODUCT_TEXT.newTitle}>
      <ProductForm onSaved={(created) => void navigate(`/admin/products/${created._id}`, { replace: true })} />
    </NewRecordPage>
  );
}

/** Hide (after a confirmation: customers lose the product at once) or show again. */
function VisibilityToggle({ product }: { product: AdminProduct }) {
  const [updateProduct, { isLoading: busy }] = useUpdateProductMutation();
  const hiding = useConfirmation(async (id: string) => {
    await updateProduct({ id, patch: { hidden: true } }).unwrap();
    toast.success(PRODUCT_TEXT.hiddenToast);
  }, PRODUCT_TEXT.visibilityFailed);

  /** Shown again at once: nothing is lost by it. */
  async function show() {
    try {
      await updateProduct({ id: product._id, patch: { hidden: false } }).unwrap();
      toast.success(PRODUCT_TEXT.shownToast);
    } catch (err) {
      toast.error(failureMessage(err, PRODUCT_TEXT.visibilityFailed));
    }
  }

  // One button whose words change, so focus stays on it (it comes back here when the dialog closes).
  return (
    <>
      <button
        type="button"
        className={`btn ${product.hidden ? 'btn-primary' : 'btn-secondary'}`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (product.hidden) void show();
          else hiding.ask(product._id);
        }}
      >
        {product.hidden ? PRODUCT_TEXT.show : PRODUCT_TEXT.hide}
      </button>
      {hiding.subject ? (
        <ConfirmDialog title={PRODUCT_TEXT.hideTitle} message={PRODUCT_TEXT.hideMessage(product.productName)} confirmLabel={PRODUCT_TEXT.hideConfirm} destructive {...hiding.dialog} />
      ) : null}
    </>
  );
}

/** /admin/products/:id: the product's fields, its visibility, its images, and its words in other languages. */
function EditProduct({ id }: { id: string }) {
  // Saving the form, Hide and Show, and each image change answer with the product, which replaces this one.
  const query = useAdminProductQuery(id, FRESH);
  useConsoleTitle(query.data ? query.data.productName : PRODUCT_TEXT.listTitle);

  return (
    <RecordPage back={BACK} query={query} loadingLabel={PRODUCT_TEXT.loadingOne} failedTitle={PRODUCT_TEXT.oneFailed}>
      {(product) => (
        <>
          <PageHead title={product.productName} badges={<ProductStatusBadges product={product} />}>
            <VisibilityToggle product={product} />
          </PageHead>
          <div className="catalogue-edit">
            <ProductForm product={product} />
            <ProductImages product={product} />
            <ProductTranslations id={product._id} />
          </div>
        </>
      )}
    </RecordPage>
  );
}

/** The product form: /admin/products/new adds one, /admin/products/:id edits one. */
export default function ProductEditPage() {
  const { id } = useParams();
  return id ? <EditProduct key={id} id={id} /> : <NewProduct />;
}
