import type { AdminProduct } from '@shop/contract/admin';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-client';
import { fetchAdminProduct, updateProduct } from '../api/products';
import { CataloguePage, PageHead, RecordPage, useRecord, type BackTo } from '../catalogue/catalogue-page';
import { ProductForm } from '../catalogue/product-form';
import { ProductImages } from '../catalogue/product-images';
import { ProductStatusBadges } from '../catalogue/status-badges';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useConsoleTitle } from '../use-console-title';
import { PRODUCT_TEXT } from './texts-catalogue';
import './catalogue.css';

const BACK: BackTo = { to: '/admin/products', label: PRODUCT_TEXT.allProducts };

/** /admin/products/new: the form; once created, the product's own page (images need a product to belong to). */
function NewProduct() {
  useConsoleTitle(PRODUCT_TEXT.newTitle);
  const navigate = useNavigate();
  return (
    <CataloguePage back={BACK}>
      <PageHead title={PRODUCT_TEXT.newTitle} />
      <ProductForm onSaved={(created) => void navigate(`/admin/products/${created._id}`, { replace: true })} />
    </CataloguePage>
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
  const { resource, record: product, setRecord } = useRecord(`product:${id}`, (signal) => fetchAdminProduct(id, signal), PRODUCT_TEXT.oneFailed);
  useConsoleTitle(product ? product.productName : PRODUCT_TEXT.listTitle);

  return (
    <RecordPage back={BACK} resource={resource} record={product} loadingLabel={PRODUCT_TEXT.loadingOne} failedTitle={PRODUCT_TEXT.oneFailed}>
      {(product) => (
        <>
          <PageHead title={product.productName} badges={<ProductStatusBadges product={product} />}>
            <VisibilityToggle product={product} onChange={setRecord} />
          </PageHead>
          <div className="catalogue-edit">
            <ProductForm product={product} onSaved={setRecord} />
            <ProductImages product={product} onChange={setRecord} />
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
