import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors, useFormContext, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { Locale } from '@shop/contract/locale';
import type { z } from 'zod';
import { useLocale } from '../../lib/i18n/texts';
import { refusalOf, type SubmitRefusal } from './server-errors';

/** Where a refusal about no one field is kept (react-hook-form's form-wide errors live under `root`). */
const FORM_ERROR = 'root.server' as const;

/** A schema whose input has the form's fields (it may take more, and values of other types such as numbers). */
type SchemaInputOf<V> = { [K in keyof V]?: unknown };

/**
 * A react-hook-form form checked with a contract schema. Submit handlers get the values as typed (the schema only
 * checks them), so a form sends what it always sent and builds its body itself. A field's problem stays until
 * the field changes or the form is submitted again, as the forms always did.
 */
export function useZodForm<V extends FieldValues>(schema: z.ZodType<unknown, SchemaInputOf<V>>, options: Omit<UseFormProps<V>, 'resolver'> = {}): UseFormReturn<V> {
  const locale = useLocale();
  // In raw mode the resolver hands back the values it was given, so they keep the form's own type.
  const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<V>;
  // The contract's messages are English: a Hindi page shows each in Hindi (lib/i18n/validation-texts.ts).
  const resolver: Resolver<V> =
    locale === 'en'
      ? check
      : async (...args) => {
          const result = await check(...args);
          return { ...result, errors: await errorsInLanguage(result.errors, locale) } as typeof result;
        };
  return useForm<V>({ reValidateMode: 'onSubmit', ...options, resolver });
}

/** Loads the Hindi of the contract's messages, only when a Hindi page's form has something to say. */
const loadValidationTexts = () => import('../../lib/i18n/validation-texts');

/** A form's problems with every message in `locale`: the same tree (fields, arrays of fields, `root`), its words changed. */
async function errorsInLanguage<E extends FieldErrors>(errors: E, locale: Locale): Promise<E> {
  if (Object.keys(errors).length === 0) return errors;
  const { validationMessage } = await loadValidationTexts();
  const translate = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(translate);
    if (!node || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      // `ref` is the field's element, never a problem to walk into.
      copy[key] = key === 'ref' ? value : key === 'message' && typeof value === 'string' ? validationMessage(locale, value, typeof (node as { type?: unknown }).type === 'string' ? (node as { type: string }).type : undefined) : translate(value);
    }
    return copy;
  };
  return translate(errors) as E;
}

/** A server's refusal with its field messages (a 400's `details.fields`, the contract's English) in `locale`. */
async function refusalInLanguage<F extends string>(refusal: SubmitRefusal<F>, locale: Locale): Promise<SubmitRefusal<F>> {
  const named = Object.entries(refusal.fields) as Array<[F, string]>;
  if (locale === 'en' || named.length === 0) return refusal;
  const { validationMessage } = await loadValidationTexts();
  return { ...refusal, fields: Object.fromEntries(named.map(([field, message]) => [field, validationMessage(locale, message)])) as Partial<Record<F, string>> };
}

export interface FormProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Called with valid values; what it throws is shown under the field it is about, else above the actions. */
  onSubmit: (values: V) => Promise<unknown> | void;
  /** Told the schema's problems after they are shown, e.g. to go back to the step that holds them. */
  onInvalid?: (errors: FieldErrors<V>) => void;
  /** Messages the server sends about one field (e.g. "slug taken" → slug). */
  serverMessages?: Readonly<Record<string, Path<V>>>;
  /** Said when a submit fails and the server sends no message. */
  failedMessage?: string;
  className?: string;
  /** The form's id, for a submit button outside it (a dialog's actions) to name with its `form` attribute. */
  id?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * A form over `useZodForm`: checks on submit (focus goes to the first field with a problem), then runs `onSubmit`,
 * mapping a refusal onto the fields the server names. Fields, `FormAlert` and `SubmitButton` inside read it.
 */
export function Form<V extends FieldValues>({ form, onSubmit, onInvalid, serverMessages = {}, failedMessage = '', className, children, ...aria }: FormProps<V>) {
  const locale = useLocale();
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      const fieldNames = Object.keys(form.getValues()) as Array<Path<V>>;
      const refusal = await refusalInLanguage(refusalOf(err, fieldNames, serverMessages, failedMessage), locale);
      if (refusal.message) form.setError(FORM_ERROR, { type: 'server', message: refusal.message });
      const named = fieldNames.filter((f) => refusal.fields[f]);
      named.forEach((f, i) => form.setError(f, { type: 'server', message: refusal.fields[f] }, { shouldFocus: i === 0 }));
    }
  }, onInvalid);

  function handle(event: FormEvent<HTMLFormElement>) {
    // Inside a dialog the form's events also bubble to the dialog's own handlers; this one is complete.
    event.stopPropagation();
    form.clearErrors(FORM_ERROR);
    void submit(event);
  }

  return (
    <FormProvider {...form}>
      <form className={className} noValidate onSubmit={handle} {...aria}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's refusal that is about no one field, as an alert; nothing when there is none. */
export function FormAlert({ className }: { className?: string }) {
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}

export interface SubmitButtonProps {
  label: string;
  /** Shown while the submit is under way (the button is disabled then). */
  submittingLabel?: string;
  /** Disabled for other reasons too, e.g. a required field is still empty. */
  disabled?: boolean;
  className?: string;
}

/** The form's submit button: disabled while a submit is under way. */
export function SubmitButton({ label, submittingLabel = label, disabled = false, className = 'btn btn-primary' }: SubmitButtonProps) {
  const { formState } = useFormContext();
  return (
    <button type="submit" className={className} disabled={disabled || formState.isSubmitting}>
      {formState.isSubmitting ? submittingLabel : label}
    </button>
  );
}
