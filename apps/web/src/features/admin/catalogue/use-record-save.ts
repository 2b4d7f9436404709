import { useEffect, useMemo, useRef } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useZodForm } from '../../../components/form/form';
import { checkedBy, type Validated } from '../catalogue-forms';
import { CATALOGUE_TEXT } from '../pages/texts-catalogue';

export interface RecordSaveOptions<R extends { _id: string }, V extends FieldValues, NewBody, Patch extends object> {
  /** The record being edited; none for a new one. */
  record: R | undefined;
  /** Field ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  labels: Readonly<Record<keyof V & string, string>>;
  toValues: (record: R) => V;
  /** The contract's schema for a new record, over the body the values describe. */
  validateNew: (values: V) => Validated<NewBody>;
  /** The contract's schema for a change, over what differs from the record. */
  validateChanges: (record: R, values: V) => Validated<Patch>;
  create: (body: NewBody) => Promise<R>;
  update: (id: string, patch: Patch) => Promise<R>;
  /** Messages the server sends about one field, e.g. "slug taken" → slug; shown under that field. */
  serverMessages: Readonly<Record<string, Path<V>>>;
  /** The submit button of a new record's form, and what the toasts and a failed save say. */
  texts: { create: string; created: string; saved: string; saveFailed: string };
  onSaved: (record: R) => void;
  /** Changes a field's change makes to others (a new product's slug follows its name). */
  follow?: (next: V, previous: V, field: keyof V & string) => V;
  /** The fields whose problems a change to `field` settles; just that field unless said. */
  settles?: (field: keyof V & string) => ReadonlyArray<keyof V & string>;
}

/**
 * How a catalogue record's form (made with `useZodForm`) saves: values that follow the record when it changes
 * elsewhere (keeping what was typed), and a submit that creates (POST, every field) or saves the changes (PATCH, only
 * what changed). `RecordFormFrame` draws the form with it; `field` and `checkbox` give a field's props.
 */
function useRecordSave<R extends { _id: string }, V extends FieldValues, NewBody, Patch extends object>(form: UseFormReturn<V>, options: RecordSaveOptions<R, V, NewBody, Patch>) {
  const { record, idPrefix, labels, toValues } = options;

  // The record changed elsewhere (a button on the page, an image): take its new values, keeping what the user has typed.
  const basis = useRef(record);
  useEffect(() => {
    if (record === basis.current) return;
    basis.current = record;
    if (record) form.reset(toValues(record), { keepDirtyValues: true, keepErrors: true });
  }, [record, form, toValues]);

  const fieldId = (field: keyof V & string) => `${idPrefix}-${field}`;

  function changed(field: keyof V & string, previousValue: string) {
    if (options.follow) {
      const next = form.getValues();
      const followed = options.follow(next, { ...next, [field]: previousValue }, field);
      for (const key of Object.keys(followed) as Array<Path<V>>) if (followed[key] !== next[key]) form.setValue(key, followed[key]);
    }
    const settled = options.settles?.(field) ?? [];
    if (settled.length > 0) form.clearErrors(settled as Array<Path<V>>);
  }

  async function submit(typed: V) {
    let saved: R;
    if (record) {
      const checked = options.validateChanges(record, typed);
      if (!checked.ok) return;
      if (Object.keys(checked.body).length === 0) {
        toast(CATALOGUE_TEXT.nothingChanged);
        return;
      }
      saved = await options.update(record._id, checked.body);
    } else {
      const checked = options.validateNew(typed);
      if (!checked.ok) return;
      saved = await options.create(checked.body);
    }
    basis.current = saved;
    form.reset(toValues(saved));
    toast.success(record ? options.texts.saved : options.texts.created);
    options.onSaved(saved);
  }

  const named = (name: keyof V & string) => ({ name: name as Path<V>, id: fieldId(name), label: labels[name] });

  return {
    submit,
    serverMessages: options.serverMessages,
    failedMessage: options.texts.saveFailed,
    submitLabel: record ? CATALOGUE_TEXT.saveChanges : options.texts.create,
    fieldId,
    /** A text box's or select's props for a field that holds text. */
    field: (name: keyof V & string) => ({ ...named(name), onValueChange: (_value: string, previous: string) => changed(name, previous) }),
    /** A checkbox's props for a field that holds yes or no. */
    checkbox: named,
  };
}


/**
 * A catalogue record's form and how it saves: checked by the contract's schema for a new record or for the changes
 * to this one, and filled from the record (or empty for a new one).
 */
export function useRecordForm<R extends { _id: string }, V extends FieldValues, NewBody, Patch extends object>(options: RecordSaveOptions<R, V, NewBody, Patch> & { empty: () => V }) {
  const { record, validateNew, validateChanges } = options;
  const schema = useMemo(() => checkedBy<V>((values) => (record ? validateChanges(record, values) : validateNew(values))), [record, validateNew, validateChanges]);
  const form = useZodForm<V>(schema, { defaultValues: (record ? options.toValues(record) : options.empty()) as DefaultValues<V> });
  return { form, save: useRecordSave(form, options) };
}
