import type { AdminProduct } from '@shop/contract/admin';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { errorMessage } from '../../../lib/api-client';
import { fetchAdminProduct, updateProduct } from '../api/products';
import { LoadError, useConsoleTitle } from '../catalogue/fields';
import { ProductForm } from '../catalogue/product-form';
import { ProductImages } from '../catalogue/product-images';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useResource } from '../use-resource';
import { consoleTitle, PRODUCT_TEXT } from './texts-catalogue';
import './catalogue.css';

function BackLink() {
  return (
    <Link to="/admin/products" className="catalogue-back">
      <span aria-hidden="true">← </span>
      {PRODUCT_TEXT.allProducts}
    </Link>
  );
}

/** /admin/products/new: the form; once created, the product's own page (images need a product to belong to). */
function NewProduct() {
  useConsoleTitle(consoleTitle(PRODUCT_TEXT.newTitle));
  const navigate = useNavigate();
  return (
    <div className="catalogue-page">
      <BackLink />
      <div className="admin-page-head">
        <h1>{PRODUCT_TEXT.newTitle}</h1>
      </div>
      <ProductForm onSaved={(created) => void navigate(`/admin/products/${created._id}`, { replace: true })} />
    </div>
  );
}

/** Hide (after a confirmation: customers lose the product at once) or show again. */
function VisibilityToggle({ product, onChange }: { product: AdminProduct; onChange: (p: AdminProduct) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function setHidden(hidden: boolean) {
    setBusy(true);
    setError(null);
    try {
      const updated = await updateProduct(product._id, { hidden });
      setConfirming(false);
      onChange(updated);
      toast.success(hidden ? PRODUCT_TEXT.hiddenToast : PRODUCT_TEXT.shownToast);
    } catch (err) {
      const message = errorMessage(err) ?? PRODUCT_TEXT.visibilityFailed;
      if (hidden) setError(message);
      else toast.error(message);
    } finally {
      setBusy(false);
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
          if (product.hidden) {
            void setHidden(false);
            return;
          }
          setError(null);
          setConfirming(true);
        }}
      >
        {product.hidden ? PRODUCT_TEXT.show : PRODUCT_TEXT.hide}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={PRODUCT_TEXT.hideTitle}
          message={PRODUCT_TEXT.hideMessage(product.productName)}
          confirmLabel={PRODUCT_TEXT.hideConfirm}
          destructive
          busy={busy}
          error={error}
          onConfirm={() => void setHidden(true)}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

/** /admin/products/:id: the product's fields, its visibility, and its images. */
function EditProduct({ id }: { id: string }) {
  const { data, error, loading, reload } = useResource(`product:${id}`, (signal) => fetchAdminProduct(id, signal), PRODUCT_TEXT.oneFailed);
  // Answers to this page's own changes (save, hide, images) replace the loaded product.
  const [changed, setChanged] = useState<AdminProduct | null>(null);
  const product = changed ?? data;
  useConsoleTitle(consoleTitle(product ? product.productName : PRODUCT_TEXT.listTitle));

  if (!product) {
    return (
      <div className="catalogue-page">
        <BackLink />
        {loading ? <LoadingIndicator label={PRODUCT_TEXT.loadingOne} /> : null}
        {error ? (
          <>
            <h1>{PRODUCT_TEXT.oneFailed}</h1>
            <LoadError message={error} onRetry={reload} />
          </>
        ) : null}
      </div>
    );
  }

  return (
    <div className="catalogue-page">
      <BackLink />
      <div className="admin-page-head">
        <div>
          <h1>{product.productName}</h1>
          <p className="catalogue-badges">
            {product.hidden ? <span className="admin-badge admin-badge--warn">{PRODUCT_TEXT.hidden}</span> : <span className="admin-badge admin-badge--good">{PRODUCT_TEXT.shown}</span>}
            {product.availability ? null : <span className="admin-badge admin-badge--bad">{PRODUCT_TEXT.unavailable}</span>}
          </p>
        </div>
        <VisibilityToggle product={product} onChange={setChanged} />
      </div>
      <div className="catalogue-edit">
        <ProductForm product={product} onSaved={setChanged} />
        <ProductImages product={product} onChange={setChanged} />
      </div>
    </div>
  );
}

/** The product form: /admin/products/new adds one, /admin/products/:id edits one. */
export default function ProductEditPage() {
  const { id } = useParams();
  return id ? <EditProduct key={id} id={id} /> : <NewProduct />;
}
