import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { refusalOf } from '../../../components/form/server-errors';
import { firstInvalidField, rebaseValues, type FieldErrors, type Validated } from '../catalogue-forms';
import { CATALOGUE_TEXT } from '../pages/texts-catalogue';

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

export type RecordForm = ReturnType<typeof useRecordForm>;

export interface RecordFormOptions<R extends { _id: string }, V extends object, NewBody, Patch extends object> {
  /** The record being edited; none for a new one. */
  record: R | undefined;
  /** The form's fields in the order they appear (the first invalid one gets focus). */
  fields: ReadonlyArray<keyof V & string>;
  /** Field ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  labels: Readonly<Record<keyof V & string, string>>;
  empty: () => V;
  toValues: (record: R) => V;
  validateNew: (values: V) => Validated<NewBody>;
  validateChanges: (record: R, values: V) => Validated<Patch>;
  create: (body: NewBody) => Promise<R>;
  update: (id: string, patch: Patch) => Promise<R>;
  /** Messages the server sends about one field, e.g. "slug taken" → slug; shown under that field. */
  serverMessages: Readonly<Record<string, keyof V & string>>;
  /** The submit button of a new record's form, and what the toasts and a failed save say. */
  texts: { create: string; created: string; saved: string; saveFailed: string };
  onSaved: (record: R) => void;
  /** Changes a field's change makes to others (a new product's slug follows its name). */
  follow?: (next: V, previous: V, field: keyof V & string) => V;
  /** The fields whose problems a change to `field` settles; just that field unless said. */
  settles?: (field: keyof V & string) => ReadonlyArray<keyof V & string>;
}

/**
 * A catalogue record's form: values that follow the record when it changes elsewhere (keeping what was typed),
 * problems under their fields with focus on the first, and a submit that creates (POST, every field) or saves the
 * changes (PATCH, only what changed). `field` and `checkbox` give a field's props.
 */
export function useRecordForm<R extends { _id: string }, V extends object, NewBody, Patch extends object>(options: RecordFormOptions<R, V, NewBody, Patch>) {
  const { record, fields, idPrefix, labels, toValues } = options;
  const [values, setValues] = useState<V>(() => (record ? toValues(record) : options.empty()));
  const [basis, setBasis] = useState(record);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The record changed elsewhere (a button on the page, an image): take its new values, keeping what the user has typed.
  if (record !== basis) {
    setBasis(record);
    if (record && basis) setValues((v) => rebaseValues(v, toValues(basis), toValues(record)));
  }

  const fieldId = (field: keyof V & string) => `${idPrefix}-${field}`;

  function set<F extends keyof V & string>(field: F, value: V[F]) {
    setValues((v) => {
      const next = { ...v, [field]: value };
      return options.follow ? options.follow(next, v, field) : next;
    });
    const settled: readonly string[] = options.settles?.(field) ?? [field];
    if (settled.some((f) => errors[f])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !settled.includes(f))));
  }

  function showErrors(next: FieldErrors) {
    flushSync(() => setErrors(next));
    const first = firstInvalidField(fields, next);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** The request this submit makes: null when the form has problems (now shown) or nothing has changed. */
  function requestToSend(): (() => Promise<R>) | null {
    const refuse = (found: FieldErrors) => {
      showErrors(found);
      return null;
    };
    if (record) {
      const checked = options.validateChanges(record, values);
      if (!checked.ok) return refuse(checked.errors);
      if (Object.keys(checked.body).length === 0) {
        toast(CATALOGUE_TEXT.nothingChanged);
        return null;
      }
      return () => options.update(record._id, checked.body);
    }
    const checked = options.validateNew(values);
    return checked.ok ? () => options.create(checked.body) : refuse(checked.errors);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    const send = requestToSend();
    if (!send) return;
    setSaving(true);
    try {
      const saved = await send();
      setValues(toValues(saved));
      setBasis(saved);
      toast.success(record ? options.texts.saved : options.texts.created);
      options.onSaved(saved);
    } catch (err) {
      const refusal = refusalOf<string>(err, fields, options.serverMessages, options.texts.saveFailed);
      setFormError(refusal.message);
      showErrors(refusal.fields);
    } finally {
      setSaving(false);
    }
  }

  const named = (name: keyof V & string) => ({ id: fieldId(name), label: labels[name], error: errors[name] });

  return {
    values,
    formError,
    saving,
    submitLabel: saving ? CATALOGUE_TEXT.saving : record ? CATALOGUE_TEXT.saveChanges : options.texts.create,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    fieldId,
    /** An input's, text box's or select's props for a field that holds text. */
    field: (name: KeysOf<V, string>) => ({ ...named(name), value: values[name] as string, onChange: (e: { target: { value: string } }) => set(name, e.target.value as V[typeof name]) }),
    /** A checkbox's props for a field that holds yes or no. */
    checkbox: (name: KeysOf<V, boolean>) => ({ ...named(name), checked: values[name] as boolean, onChange: (e: { target: { checked: boolean } }) => set(name, e.target.checked as V[typeof name]) }),
  };
}
