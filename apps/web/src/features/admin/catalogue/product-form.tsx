import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminProduct } from '@shop/contract/admin';
import { FRAGRANCES, PRODUCT_CATEGORIES } from '@shop/contract/catalog';
import { GST_RATES_PERCENT } from '@shop/contract/invoices';
import { useWatch } from 'react-hook-form';
import { FormCheckboxField, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { answerOf } from '../api/failure';
import { useCreateProductMutation, useUpdateProductMutation } from '../api/products';
import { emptyProductValues, followCategoryTax, offerPreview, productToValues, slugify, validateNewProduct, validateProductChanges, type ProductFormValues } from '../catalogue-forms';
import { CATEGORY_LABELS, PRODUCT_TEXT } from '../pages/texts-catalogue';
import { FormSection, RecordFormFrame } from './fields';
import { useRecordForm } from './use-record-save';

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const GST_RATE_OPTIONS = GST_RATES_PERCENT.map((r) => ({ value: String(r), label: `${r}%` }));
const OFFERED_FRAGRANCES: readonly string[] = FRAGRANCES;

export interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: AdminProduct;
  /** After a save (a new product's page opens then); an edited product's page shows the saved product anyway. */
  onSaved?: (product: AdminProduct) => void;
}

/**
 * The product's fields, for adding (POST, every field) and editing (PATCH, only what changed). Problems are shown
 * under their fields, and the first one gets focus.
 */
export function ProductForm({ product, onSaved }: ProductFormProps) {
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  // The product changes elsewhere when it is hidden or shown and when its images change.
  const { form, save } = useRecordForm({
    record: product,
    empty: emptyProductValues,
    idPrefix: 'product',
    labels: PRODUCT_TEXT.fields,
    toValues: productToValues,
    validateNew: validateNewProduct,
    validateChanges: validateProductChanges,
    create: (body) => answerOf(createProduct(body)),
    update: (id, patch) => answerOf(updateProduct({ id, patch })),
    serverMessages: { [ADMIN_MESSAGES.slugTaken]: 'slug', [ADMIN_MESSAGES.sellingPriceAboveMrp]: 'finalPrice', [ADMIN_MESSAGES.mrpTooLowForPrice]: 'price' },
    texts: PRODUCT_TEXT,
    onSaved: (saved) => onSaved?.(saved),
    // A new product's slug follows its name until someone writes one.
    follow: (next, previous, changed) => {
      if (product) return next;
      if (changed === 'category') return followCategoryTax(next, previous);
      return changed === 'productName' && (previous.slug === '' || previous.slug === slugify(previous.productName)) ? { ...next, slug: slugify(next.productName) } : next;
    },
  });
  const values = useWatch({ control: form.control }) as ProductFormValues;
  const { fieldId, field, checkbox } = save;
  const offer = offerPreview(values.price, values.finalPrice);
  // A fragrance no longer offered stays selectable on the products that have it.
  const fragrances = values.fragrance && !OFFERED_FRAGRANCES.includes(values.fragrance) ? [...OFFERED_FRAGRANCES, values.fragrance] : OFFERED_FRAGRANCES;
  const fragranceOptions = [{ value: '', label: PRODUCT_TEXT.noFragrance }, ...fragrances.map((f) => ({ value: f, label: f }))];

  return (
    <RecordFormFrame form={form} save={save}>
      <FormSection legend={PRODUCT_TEXT.sections.identity}>
        <FormTextField {...field('productName')} hint={PRODUCT_TEXT.hints.productName} maxLength={ADMIN_LIMITS.nameMaxLength} required className="catalogue-form__wide" />
        <FormTextField {...field('name')} hint={PRODUCT_TEXT.hints.name} maxLength={ADMIN_LIMITS.nameMaxLength} required />
        <FormTextField {...field('slug')} hint={PRODUCT_TEXT.hints.slug} maxLength={ADMIN_LIMITS.slugMaxLength} required spellCheck={false} autoCapitalize="off" />
        <FormTextField {...field('lineKey')} hint={PRODUCT_TEXT.hints.lineKey} maxLength={ADMIN_LIMITS.lineKeyMaxLength} required spellCheck={false} autoCapitalize="off" />
        <FormSelectField {...field('category')} options={CATEGORY_OPTIONS} />
        <FormSelectField {...field('fragrance')} hint={PRODUCT_TEXT.hints.fragrance} options={fragranceOptions} />
        <FormTextField {...field('weight')} maxLength={ADMIN_LIMITS.weightMaxLength} required />
      </FormSection>

      <FormSection legend={PRODUCT_TEXT.sections.price}>
        <FormTextField {...field('price')} hint={PRODUCT_TEXT.hints.price} inputMode="decimal" autoComplete="off" required />
        <FormTextField {...field('finalPrice')} hint={PRODUCT_TEXT.hints.finalPrice} inputMode="numeric" autoComplete="off" required />
        <div className="catalogue-form__preview">
          <span className="text-field__label" id="product-offer-label">
            {PRODUCT_TEXT.offerShown}
          </span>
          <output htmlFor={`${fieldId('price')} ${fieldId('finalPrice')}`} aria-labelledby="product-offer-label" aria-live="polite" className="catalogue-form__final">
            {offer === null ? PRODUCT_TEXT.offerUnknown : offer > 0 ? PRODUCT_TEXT.offerPercent(offer) : PRODUCT_TEXT.noOffer}
          </output>
        </div>
        <FormTextField {...field('stock')} inputMode="numeric" autoComplete="off" required />
        <FormTextField {...field('sortOrder')} hint={PRODUCT_TEXT.hints.sortOrder} inputMode="numeric" autoComplete="off" />
        <div className="catalogue-form__checks">
          <FormCheckboxField {...checkbox('availability')} hint={PRODUCT_TEXT.hints.availability} />
          <FormCheckboxField {...checkbox('hidden')} hint={product ? PRODUCT_TEXT.hints.hidden : PRODUCT_TEXT.hints.newHidden} />
        </div>
      </FormSection>

      <FormSection legend={PRODUCT_TEXT.sections.tax}>
        <FormTextField {...field('hsnCode')} hint={PRODUCT_TEXT.hints.hsnCode} inputMode="numeric" autoComplete="off" maxLength={10} required spellCheck={false} />
        <FormSelectField {...field('gstRate')} hint={PRODUCT_TEXT.hints.gstRate} options={GST_RATE_OPTIONS} />
      </FormSection>

      <FormSection legend={PRODUCT_TEXT.sections.description} layout="stack">
        <FormTextAreaField {...field('description')} maxLength={ADMIN_LIMITS.descriptionMaxLength} rows={5} />
        <FormTextAreaField {...field('highlights')} hint={PRODUCT_TEXT.hints.highlights} rows={5} />
      </FormSection>
    </RecordFormFrame>
  );
}
