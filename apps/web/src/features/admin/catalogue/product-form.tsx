import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminProduct } from '@shop/contract/admin';
import { FRAGRANCES, PRODUCT_CATEGORIES, type ProductCategory } from '@shop/contract/catalog';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { TextAreaField, TextField } from '../../../components/text-field';
import { createProduct, updateProduct } from '../api/products';
import {
  emptyProductValues,
  finalPricePreview,
  firstInvalidField,
  PRODUCT_FIELDS,
  productToValues,
  rebaseValues,
  serverErrorOf,
  slugify,
  validateNewProduct,
  validateProductChanges,
  type FieldErrors,
  type ProductField,
  type ProductFormValues,
} from '../catalogue-forms';
import { formatRupees } from '../format';
import { CATALOGUE_TEXT, CATEGORY_LABELS, PRODUCT_TEXT } from '../pages/texts-catalogue';
import { CheckboxField, SelectField } from './fields';

const fieldId = (field: ProductField) => `product-${field}`;
const SERVER_MESSAGES = { [ADMIN_MESSAGES.slugTaken]: 'slug' };

export interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}

/**
 * The product's fields, for adding (POST, every field) and editing (PATCH, only what changed). Problems are shown
 * under their fields, and the first one gets focus.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productToValues(product) : emptyProductValues()));
  const [basis, setBasis] = useState(product);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The product changed elsewhere (Hide, an image): take its new values, keeping what the user has typed.
  if (product !== basis) {
    setBasis(product);
    if (product && basis) setValues((v) => rebaseValues(v, productToValues(basis), productToValues(product)));
  }

  function set<F extends ProductField>(field: F, value: ProductFormValues[F]) {
    setValues((v) => {
      const next = { ...v, [field]: value };
      // A new product's slug follows its name until someone writes one.
      if (field === 'productName' && !product && (v.slug === '' || v.slug === slugify(v.productName))) next.slug = slugify(String(value));
      return next;
    });
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function showErrors(next: FieldErrors) {
    flushSync(() => setErrors(next));
    const first = firstInvalidField(PRODUCT_FIELDS, next);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** The request this submit makes: null when the form has problems (now shown) or nothing has changed. */
  function requestToSend(): (() => Promise<AdminProduct>) | null {
    const refuse = (found: FieldErrors) => {
      showErrors(found);
      return null;
    };
    if (product) {
      const checked = validateProductChanges(product, values);
      if (!checked.ok) return refuse(checked.errors);
      if (Object.keys(checked.body).length === 0) {
        toast(CATALOGUE_TEXT.nothingChanged);
        return null;
      }
      return () => updateProduct(product._id, checked.body);
    }
    const checked = validateNewProduct(values);
    return checked.ok ? () => createProduct(checked.body) : refuse(checked.errors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    const send = requestToSend();
    if (!send) return;
    setSaving(true);
    try {
      const saved = await send();
      setValues(productToValues(saved));
      setBasis(saved);
      toast.success(product ? PRODUCT_TEXT.saved : PRODUCT_TEXT.created);
      onSaved(saved);
    } catch (err) {
      const refusal = serverErrorOf(err, PRODUCT_FIELDS, SERVER_MESSAGES, PRODUCT_TEXT.saveFailed);
      setFormError(refusal.message);
      showErrors(refusal.fields);
    } finally {
      setSaving(false);
    }
  }

  const text = (field: ProductField) => ({
    id: fieldId(field),
    label: PRODUCT_TEXT.fields[field],
    error: errors[field],
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const check = (field: 'availability' | 'hidden') => ({
    id: fieldId(field),
    label: PRODUCT_TEXT.fields[field],
    error: errors[field],
    checked: values[field],
    onChange: (e: { target: { checked: boolean } }) => set(field, e.target.checked),
  });
  const finalPrice = finalPricePreview(values.price, values.offer);
  const fragrances: readonly string[] = FRAGRANCES;

  return (
    <form className="catalogue-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="admin-card catalogue-form__group">
        <legend>{PRODUCT_TEXT.sections.identity}</legend>
        <div className="catalogue-form__grid">
          <TextField {...text('productName')} hint={PRODUCT_TEXT.hints.productName} maxLength={ADMIN_LIMITS.nameMaxLength} required className="catalogue-form__wide" />
          <TextField {...text('name')} hint={PRODUCT_TEXT.hints.name} maxLength={ADMIN_LIMITS.nameMaxLength} required />
          <TextField {...text('slug')} hint={PRODUCT_TEXT.hints.slug} maxLength={ADMIN_LIMITS.slugMaxLength} required spellCheck={false} autoCapitalize="off" />
          <TextField {...text('lineKey')} hint={PRODUCT_TEXT.hints.lineKey} maxLength={ADMIN_LIMITS.lineKeyMaxLength} required spellCheck={false} autoCapitalize="off" />
          <SelectField id={fieldId('category')} label={PRODUCT_TEXT.fields.category} error={errors.category} value={values.category} onChange={(e) => set('category', e.target.value as ProductCategory)}>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </SelectField>
          <SelectField id={fieldId('fragrance')} label={PRODUCT_TEXT.fields.fragrance} hint={PRODUCT_TEXT.hints.fragrance} error={errors.fragrance} value={values.fragrance} onChange={(e) => set('fragrance', e.target.value)}>
            <option value="">{PRODUCT_TEXT.noFragrance}</option>
            {[...fragrances, ...(values.fragrance && !fragrances.includes(values.fragrance) ? [values.fragrance] : [])].map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </SelectField>
          <TextField {...text('weight')} maxLength={ADMIN_LIMITS.weightMaxLength} required />
        </div>
      </fieldset>

      <fieldset className="admin-card catalogue-form__group">
        <legend>{PRODUCT_TEXT.sections.price}</legend>
        <div className="catalogue-form__grid">
          <TextField {...text('price')} hint={PRODUCT_TEXT.hints.price} inputMode="decimal" autoComplete="off" required />
          <TextField {...text('offer')} hint={PRODUCT_TEXT.hints.offer} inputMode="numeric" autoComplete="off" />
          <div className="catalogue-form__preview">
            <span className="text-field__label" id="product-final-label">
              {PRODUCT_TEXT.finalPrice}
            </span>
            <output htmlFor={`${fieldId('price')} ${fieldId('offer')}`} aria-labelledby="product-final-label" aria-live="polite" className="catalogue-form__final">
              {finalPrice === null ? PRODUCT_TEXT.finalPriceUnknown : formatRupees(finalPrice)}
            </output>
          </div>
          <TextField {...text('stock')} inputMode="numeric" autoComplete="off" required />
          <TextField {...text('sortOrder')} hint={PRODUCT_TEXT.hints.sortOrder} inputMode="numeric" autoComplete="off" />
          <div className="catalogue-form__checks">
            <CheckboxField {...check('availability')} hint={PRODUCT_TEXT.hints.availability} />
            <CheckboxField {...check('hidden')} hint={product ? PRODUCT_TEXT.hints.hidden : PRODUCT_TEXT.hints.newHidden} />
          </div>
        </div>
      </fieldset>

      <fieldset className="admin-card catalogue-form__group">
        <legend>{PRODUCT_TEXT.sections.description}</legend>
        <div className="catalogue-form__stack">
          <TextAreaField {...text('description')} maxLength={ADMIN_LIMITS.descriptionMaxLength} rows={5} />
          <TextAreaField {...text('highlights')} hint={PRODUCT_TEXT.hints.highlights} rows={5} />
        </div>
      </fieldset>

      {formError ? (
        <p className="catalogue-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? CATALOGUE_TEXT.saving : product ? CATALOGUE_TEXT.saveChanges : PRODUCT_TEXT.create}
        </button>
      </div>
    </form>
  );
}
