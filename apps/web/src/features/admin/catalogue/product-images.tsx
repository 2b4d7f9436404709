import { ADMIN_LIMITS, PRODUCT_IMAGE_TYPES, type AdminProduct } from '@shop/contract/admin';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '../api/failure';
import { useRemoveProductImageMutation, useReorderProductImagesMutation, useUploadProductImageMutation } from '../api/products';
import { imageFileProblem, moveItem } from '../catalogue-forms';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FailureBar } from '../components/query-view';
import { PRODUCT_TEXT } from '../pages/texts-catalogue';

const ACCEPT = Object.keys(PRODUCT_IMAGE_TYPES).join(',');
const INPUT_ID = 'product-image-file';

type Busy = null | 'upload' | 'order' | 'remove';
/** Where focus goes once the product comes back from the server (the control it was on may have moved or gone). */
type FocusAfter = { path: string; button: 'up' | 'down' } | { heading: true };

export interface ProductImagesProps {
  product: AdminProduct;
}

/** A button's words, "Move up", with the image's number for screen readers: "Move image 2 up". */
function ImageLabel({ template, n }: { template: string; n: number }) {
  const [before = '', after = ''] = template.split('{image}');
  // One span: the button is a flex box, and separate text runs would be spaced apart by its gap.
  return (
    <span>
      {before.trimEnd()}
      <span className="visually-hidden"> {PRODUCT_TEXT.imageWord(n)}</span>
      {after}
    </span>
  );
}

/** A product's images in order: upload (checked here first, then by the server), reorder with buttons, remove. */
export function ProductImages({ product }: ProductImagesProps) {
  const [busy, setBusy] = useState<Busy>(null);
  // Each change answers with the product, which then is the page's product (api/products.ts).
  const [uploadProductImage] = useUploadProductImageMutation();
  const [reorderProductImages] = useReorderProductImagesMutation();
  const [removeProductImage] = useRemoveProductImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const images = product.images;
  const full = images.length >= ADMIN_LIMITS.maxImagesPerProduct;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if ('heading' in target) {
      headingRef.current?.focus();
      return;
    }
    const at = images.findIndex((i) => i.path === target.path);
    const preferred = buttons.current.get(`${target.path}:${target.button}`);
    const other = buttons.current.get(`${target.path}:${target.button === 'up' ? 'down' : 'up'}`);
    // At either end the button pressed is now disabled: the other one keeps focus in the list.
    (preferred && !preferred.disabled ? preferred : at >= 0 ? other : undefined)?.focus();
  }, [images]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so choosing the same file again (after fixing it) is a new change.
    input.value = '';
    if (!file) return;
    setStatus('');
    const problem = imageFileProblem(file, images.length);
    if (problem) {
      setUploadError(PRODUCT_TEXT.refused(file.name, problem));
      return;
    }
    setUploadError(null);
    setBusy('upload');
    try {
      await uploadProductImage({ id: product._id, file }).unwrap();
      toast.success(PRODUCT_TEXT.uploaded);
    } catch (err) {
      setUploadError(PRODUCT_TEXT.refused(file.name, failureMessage(err, PRODUCT_TEXT.uploadFailed)));
    } finally {
      setBusy(null);
    }
  }

  async function move(index: number, to: number, button: 'up' | 'down') {
    const path = images[index]?.path;
    if (!path) return;
    setBusy('order');
    setOrderError(null);
    try {
      await reorderProductImages({ id: product._id, images: moveItem(images, index, to).map((i) => i.path) }).unwrap();
      focusAfter.current = { path, button };
      setStatus(PRODUCT_TEXT.moved(index + 1, to + 1));
    } catch (err) {
      setOrderError(failureMessage(err, PRODUCT_TEXT.orderFailed));
    } finally {
      setBusy(null);
    }
  }

  async function remove(index: number) {
    setBusy('remove');
    setRemoveError(null);
    try {
      await removeProductImage({ id: product._id, index }).unwrap();
      focusAfter.current = { heading: true };
      setRemoving(null);
      setStatus('');
      toast.success(PRODUCT_TEXT.removed);
    } catch (err) {
      setRemoveError(failureMessage(err, PRODUCT_TEXT.removeFailed));
    } finally {
      setBusy(null);
    }
  }

  const register = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  return (
    <section className="admin-card catalogue-images" aria-labelledby="product-images-title">
      <h2 id="product-images-title" ref={headingRef} tabIndex={-1}>
        {PRODUCT_TEXT.imagesTitle}
      </h2>
      <p className="catalogue-muted">{PRODUCT_TEXT.imagesHint}</p>

      {images.length === 0 ? (
        <p className="catalogue-images__empty">{PRODUCT_TEXT.noImages}</p>
      ) : (
        <ol className="catalogue-images__list" aria-label={PRODUCT_TEXT.imagesListLabel}>
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={image.path} className="catalogue-images__item">
                <img src={image.url} alt={PRODUCT_TEXT.imageAlt(n)} width={120} height={120} loading="lazy" />
                <div className="catalogue-images__meta">
                  <span aria-hidden="true" className="catalogue-images__number">
                    {n}
                  </span>
                  {index === 0 ? <span className="admin-badge admin-badge--good">{PRODUCT_TEXT.mainImage}</span> : null}
                </div>
                <div className="catalogue-images__actions">
                  <button
                    type="button"
                    ref={register(`${image.path}:up`)}
                    className="btn btn-secondary btn-small"
                    disabled={index === 0 || busy !== null}
                    onClick={() => void move(index, index - 1, 'up')}
                  >
                    <ImageLabel template={PRODUCT_TEXT.moveUp} n={n} />
                  </button>
                  <button
                    type="button"
                    ref={register(`${image.path}:down`)}
                    className="btn btn-secondary btn-small"
                    disabled={index === images.length - 1 || busy !== null}
                    onClick={() => void move(index, index + 1, 'down')}
                  >
                    <ImageLabel template={PRODUCT_TEXT.moveDown} n={n} />
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small catalogue-images__remove"
                    disabled={busy !== null}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving(index);
                    }}
                  >
                    <ImageLabel template={PRODUCT_TEXT.remove} n={n} />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {orderError ? <FailureBar>{orderError}</FailureBar> : null}

      <div className="text-field catalogue-images__upload">
        <label htmlFor={INPUT_ID} className="text-field__label">
          {PRODUCT_TEXT.upload}
        </label>
        <input
          id={INPUT_ID}
          type="file"
          accept={ACCEPT}
          disabled={full || busy !== null}
          aria-invalid={uploadError ? true : undefined}
          aria-describedby={[uploadError ? `${INPUT_ID}-error` : null, full ? `${INPUT_ID}-full` : null].filter(Boolean).join(' ') || undefined}
          onChange={(e) => void onFile(e)}
        />
        {busy === 'upload' ? <p role="status">{PRODUCT_TEXT.uploading}</p> : null}
        {full ? (
          <p id={`${INPUT_ID}-full`} className="text-field__hint">
            {PRODUCT_TEXT.imagesFull}
          </p>
        ) : null}
        {uploadError ? (
          <p id={`${INPUT_ID}-error`} className="text-field__error" role="alert">
            {uploadError}
          </p>
        ) : null}
      </div>

      {removing !== null ? (
        <ConfirmDialog
          title={PRODUCT_TEXT.removeTitle(removing + 1)}
          message={PRODUCT_TEXT.removeMessage}
          confirmLabel={PRODUCT_TEXT.removeConfirm}
          destructive
          busy={busy === 'remove'}
          error={removeError}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          {images[removing] ? <img className="catalogue-images__preview" src={images[removing].url} alt={PRODUCT_TEXT.imageAlt(removing + 1)} width={160} height={160} /> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
