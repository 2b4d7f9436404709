import type { Locale } from '@shop/contract/locale';
import { TRANSLATED_LOCALES, TRANSLATION_LIMITS, type AdminCouponTranslationsResponse, type AdminProductTranslationsResponse, type TranslatedLocale } from '@shop/contract/translations';
import { Fragment, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { useZodForm } from '../../../components/form/form';
import { answerOf } from '../api/failure';
import { useCouponTranslationsQuery, useProductTranslationsQuery, useSaveCouponTranslationMutation, useSaveProductTranslationMutation } from '../api/translations';
import { QueryView, type QueryResult } from '../components/query-view';
import { savingWords, WordsForm } from '../components/words-form';
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

const linesOf = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
/** What a field sends: its words, or null when empty (the English then shows). */
const orNull = (text: string) => text.trim() || null;

/** A field's props for words in `locale`: named, labelled and written in that language. */
const inLanguage = <N extends string>(locale: TranslatedLocale, name: N, id: string, label: string) => ({ name, id, label: T.inLanguage(label, locale), lang: locale, dir: 'auto' as const });

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
  const field = (name: keyof ProductWords) => inLanguage(locale, name, `translation-${locale}-${name}`, T.fields[name]);

  async function submit(values: ProductWords) {
    if (JSON.stringify(values) === JSON.stringify(initial)) {
      toast(T.nothingChanged);
      return;
    }
    const body = { productName: orNull(values.productName), name: orNull(values.name), description: orNull(values.description), highlights: linesOf(values.highlights), expectedVersion: stored.version };
    await savingWords(answerOf(save({ id, locale, body })));
    toast.success(T.saved(locale));
  }

  return (
    <LanguageCard locale={locale} version={stored.version} updatedAt={stored.updatedAt}>
      <WordsForm form={form} onSubmit={submit} failedMessage={T.saveFailed} saveLabel={T.save(locale)}>
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
      </WordsForm>
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
    await savingWords(answerOf(save({ id, locale, body: { description: orNull(values.description), expectedVersion: stored.version } })));
    toast.success(T.saved(locale));
  }

  return (
    <LanguageCard locale={locale} version={stored.version} updatedAt={stored.updatedAt}>
      <WordsForm form={form} onSubmit={submit} failedMessage={T.saveFailed} saveLabel={T.save(locale)}>
        <Row english={data.english.description}>
          <FormTextField<CouponWords> {...inLanguage(locale, 'description', `coupon-translation-${locale}-description`, T.fields.couponDescription)} maxLength={TRANSLATION_LIMITS.couponDescriptionMaxLength} />
        </Row>
      </WordsForm>
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

/** One form per other language; a new version (saved here or loaded after a refusal) starts its form again from the stored words. */
function EachLanguage<D extends { translations: readonly { locale: TranslatedLocale; version: number }[] }>({ query, form }: { query: QueryResult<D>; form: (locale: TranslatedLocale, data: D) => ReactNode }) {
  return (
    <QueryView query={query} loadingLabel={T.loading} failed={T.loadFailed}>
      {(data) => TRANSLATED_LOCALES.map((locale) => <Fragment key={`${locale}:${data.translations.find((t) => t.locale === locale)?.version ?? 0}`}>{form(locale, data)}</Fragment>)}
    </QueryView>
  );
}

/**
 * A product's words in each other language, beside its English, field by field. Each save names the version it was
 * made from: when someone saved meanwhile the server refuses it (409), its words are loaded again and the form shows
 * them with the refusal's message.
 */
export function ProductTranslations({ id }: { id: string }) {
  return <EachLanguage query={useProductTranslationsQuery(id)} form={(locale, data) => <ProductLanguageForm id={id} locale={locale} data={data} />} />;
}

/** A coupon's description in each other language, beside its English (as ProductTranslations). */
export function CouponTranslations({ id }: { id: string }) {
  return <EachLanguage query={useCouponTranslationsQuery(id)} form={(locale, data) => <CouponLanguageForm id={id} locale={locale} data={data} />} />;
}
