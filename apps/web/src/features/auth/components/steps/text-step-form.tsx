import type { ReactNode } from 'react';
import { useWatch, type DefaultValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Form, useZodForm } from '../../../../components/form/form';
import { StepError } from './step-error';
import { StepTextField, type StepFieldSpec } from './step-text-field';

type TextValues = Record<string, string>;

export interface TextStepFormProps<V extends TextValues> {
  /** The step's fields (see step-fields.ts). */
  schema: z.ZodType<unknown, { [K in keyof V]?: unknown }>;
  fields: ReadonlyArray<StepFieldSpec<V>>;
  /** What the dialog holds for these fields; each change goes back to it through `onValueChange`. */
  values: V;
  onValueChange: (name: Path<V> & string, value: string) => void;
  /** Problems shown as the fields are typed, by field. */
  problems?: (typed: V) => Partial<Record<keyof V, string | null>>;
  locked: boolean;
  /** Called with what was typed; what it throws shows on the error line. */
  onSubmit: (typed: V) => Promise<void> | void;
  errorFallback?: string;
  /** The buttons under the error line, from what is typed so far. */
  actions: (typed: V) => ReactNode;
}

/** A step that asks for text: an email, where to send a code, the login's email and password, a new password. */
export function TextStepForm<V extends TextValues>({ schema, fields, values, onValueChange, problems, locked, onSubmit, errorFallback, actions }: TextStepFormProps<V>) {
  const form = useZodForm<V>(schema, { defaultValues: values as DefaultValues<V> });
  const typed = useWatch({ control: form.control }) as V;
  const shown: Partial<Record<keyof V, string | null>> = problems?.(typed) ?? {};
  return (
    <Form form={form} onSubmit={onSubmit} className="auth-form">
      {fields.map((spec) => (
        <StepTextField<V> key={spec.name} spec={spec} locked={locked} problem={shown[spec.name]} onValueChange={onValueChange} />
      ))}
      <StepError fallback={errorFallback} />
      {actions(typed)}
    </Form>
  );
}
