import type { Locale } from '@shop/contract/locale';
import { TRANSLATED_LOCALES, TRANSLATION_LIMITS, type AdminCouponTranslationsResponse, type AdminProductTranslationsResponse, type TranslatedLocale } from '@shop/contract/translations';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { Form, FormAlert, SubmitButton, useZodForm } from '../../../components/form/form';
import { ApiError } from '../../../lib/api-client';
import { answerOf } from '../api/failure';
import { useCouponTranslationsQuery, useProductTranslationsQuery, useSaveCouponTranslationMutation, useSaveProductTranslationMutation } from '../api/translations';
import { QueryView } from '../components/query-view';
import { CATALOGUE_TEXT } from '../pages/texts-catalogue';
import { TRANSLATION_TEXT } from '../pages/texts-translations';

const T = TRANSLATION_TEXT;

const words = (label: string, max: number) => z.string().trim().max(max, T.tooLong(label, max));

const ProductWords = z.object({
  productName: words(T.fields.productName, TRANSLATION_LIMITS.nameMaxLength),
  name: words(T.fields.name, TRANSLATION_LIMITS.nameMaxLength),
  description: words(T.fields.description, TRANSLATION_LIMITS.descriptionMaxLength),
  highlights: z.string().superRefine((text, ctx) => {
    const lines = linesOf(text);
    if (lines.length > TRANSLATION_LIMITS.maxHighlights) ctx.addIssue({ code: 'custom', message: T.tooManyHighlights });
    const long = lines.findIndex((l) => l.length > TRANSLATION_LIMITS.highlightMaxLength);
    if (long >= 0) ctx.addIssue({ code: 'custom', message: T.highlightTooLong(long + 1) });
  }),
});
type ProductWords = z.input<typeof ProductWords>;

const CouponWords = z.object({ description: words(T.fields.couponDescription, TRANSLATION_LIMITS.couponDescriptionMaxLength) });
type CouponWords = z.input<typeof CouponWords>;

/**
 * Saves, and when someone saved other words meanwhile (409) says so in a toast too: the stored words load again and
 * the form starts over from them, so its own alert goes with it.
 */
async function saving<R>(change: Promise<R>): Promise<R> {
  try {
    return await change;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) toast.error(err.message, { duration: 8000 });
    throw err;
  }
}

const linesOf = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
/** What a field sends: its words, or null when empty (the English then shows). */
const orNull = (text: string) => text.trim() || null;

/** One row of the side-by-side view: the English as customers read it, and the field in the other language beside it. */
function Row({ english, children }: { english: string; children: ReactNode }) {
  return (
    <div className="translation-row">
      <div className="translation-row__english">
        <span className="translation-row__caption">{T.english}</span>
        <p lang="en">{english || T.emptyEnglish}</p>
      </div>
      <div className="translation-row__field">{children}</div>
    </div>
  );
}

function ProductLanguageForm({ id, locale, data }: { id: string; locale: TranslatedLocale; data: AdminProductTranslationsResponse }) {
  const [save] = useSaveProductTranslationMutation();
  const stored = data.translations.find((t) => t.locale === locale)!;
  const initial: ProductWords = {
    productName: stored.productName ?? '',
    name: stored.name ?? '',
    description: stored.description ?? '',
    highlights: (stored.highlights ?? []).join('\n'),
  };
  const form = useZodForm<ProductWords>(ProductWords, { defaultValues: initial });
  const fieldId = (field: keyof ProductWords) => `translation-${locale}-${field}`;
  const field = (name: keyof ProductWords) => ({ name, id: fieldId(name), label: T.inLanguage(T.fields[name], locale), lang: locale, dir: 'auto' as const });

  async function submit(values: ProductWords) {
    if (JSON.stringify(values) === JSON.stringify(initial)) {
      toast(T.nothingChanged);
      return;
    }
    const body = { productName: orNull(values.productName), name: orNull(values.name), description: orNull(values.description), highlights: linesOf(values.highlights), expectedVersion: stored.version };
    await saving(answerOf(save({ id, locale, body })));
    toast.success(T.saved(locale));
  }

  return (
    <LanguageCard locale={locale} version={stored.version} updatedAt={stored.updatedAt}>
      <Form form={form} onSubmit={submit} failedMessage={T.saveFailed} className="translation-form">
        <Row english={data.english.productName}>
          <FormTextField<ProductWords> {...field('productName')} maxLength={TRANSLATION_LIMITS.nameMaxLength} />
        </Row>
        <Row english={data.english.name}>
          <FormTextField<ProductWords> {...field('name')} maxLength={TRANSLATION_LIMITS.nameMaxLength} />
        </Row>
        <Row english={data.english.description}>
          <FormTextAreaField<ProductWords> {...field('description')} maxLength={TRANSLATION_LIMITS.descriptionMaxLength} rows={5} />
        </Row>
        <Row english={data.english.highlights.join('\n')}>
          <FormTextAreaField<ProductWords> {...field('highlights')} hint={T.hints.highlights} rows={5} />
        </Row>
        <FormAlert className="error-text load-failed load-failed--alert" />
        <div className="catalogue-form__actions">
          <SubmitButton label={T.save(locale)} submittingLabel={CATALOGUE_TEXT.saving} />
        </div>
      </Form>
    </LanguageCard>
  );
}

function CouponLanguageForm({ id, locale, data }: { id: string; locale: TranslatedLocale; data: AdminCouponTranslationsResponse }) {
  const [save] = useSaveCouponTranslationMutation();
  const stored = data.translations.find((t) => t.locale === locale)!;
  const initial: CouponWords = { description: stored.description ?? '' };
  const form = useZodForm<CouponWords>(CouponWords, { defaultValues: initial });

  async function submit(values: CouponWords) {
    if (values.description.trim() === initial.description) {
      toast(T.nothingChanged);
      return;
    }
    await saving(answerOf(save({ id, locale, body: { description: orNull(values.description), expectedVersion: stored.version } })));
    toast.success(T.saved(locale));
  }

  return (
    <LanguageCard locale={locale} version={stored.version} updatedAt={stored.updatedAt}>
      <Form form={form} onSubmit={submit} failedMessage={T.saveFailed} className="translation-form">
        <Row english={data.english.description}>
          <FormTextField<CouponWords>
            name="description"
            id={`coupon-translation-${locale}-description`}
            label={T.inLanguage(T.fields.couponDescription, locale)}
            lang={locale}
            dir="auto"
            maxLength={TRANSLATION_LIMITS.couponDescriptionMaxLength}
          />
        </Row>
        <FormAlert className="error-text load-failed load-failed--alert" />
        <div className="catalogue-form__actions">
          <SubmitButton label={T.save(locale)} submittingLabel={CATALOGUE_TEXT.saving} />
        </div>
      </Form>
    </LanguageCard>
  );
}

function LanguageCard({ locale, version, updatedAt, children }: { locale: Locale; version: number; updatedAt: string | null; children: ReactNode }) {
  const headingId = `translation-${locale}-title`;
  return (
    <section className="admin-card translation-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="translation-card__title">
        {T.title(locale)}
      </h2>
      <p className="muted-note">{T.intro}</p>
      <p className="muted-note">{T.version(version, updatedAt)}</p>
      {children}
    </section>
  );
}

/**
 * A product's words in each other language, beside its English, field by field. Each save names the version it was
 * made from: when someone saved meanwhile the server refuses it (409), its words are loaded again and the form shows
 * them with the refusal's message.
 */
export function ProductTranslations({ id }: { id: string }) {
  const query = useProductTranslationsQuery(id);
  return (
    <QueryView query={query} loadingLabel={T.loading} failed={T.loadFailed}>
      {(data) => (
        <>
          {TRANSLATED_LOCALES.map((locale) => {
            const version = data.translations.find((t) => t.locale === locale)?.version ?? 0;
            // A new version (saved here or loaded after a refusal) starts the form again from the stored words.
            return <ProductLanguageForm key={`${locale}:${version}`} id={id} locale={locale} data={data} />;
          })}
        </>
      )}
    </QueryView>
  );
}

/** A coupon's description in each other language, beside its English (as ProductTranslations). */
export function CouponTranslations({ id }: { id: string }) {
  const query = useCouponTranslationsQuery(id);
  return (
    <QueryView query={query} loadingLabel={T.loading} failed={T.loadFailed}>
      {(data) => (
        <>
          {TRANSLATED_LOCALES.map((locale) => {
            const version = data.translations.find((t) => t.locale === locale)?.version ?? 0;
            return <CouponLanguageForm key={`${locale}:${version}`} id={id} locale={locale} data={data} />;
          })}
        </>
      )}
    </QueryView>
  );
}
