import type { HTMLAttributes } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/fields';

/** One text field of an auth step: what it is called and which kind of text it takes. */
export interface StepFieldSpec<V extends FieldValues> {
  name: Path<V> & string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hint?: string;
}

export interface StepTextFieldProps<V extends FieldValues> {
  spec: StepFieldSpec<V>;
  /** Fields stay as they are once a step has succeeded. */
  locked: boolean;
  /** A problem shown as it is typed (the form's own, from a submit, comes first). */
  problem?: string | null;
  /** Each change goes back to the dialog, so other steps (and Back) see what was typed. */
  onValueChange?: (name: Path<V> & string, value: string) => void;
}

/** A text field of the step's form, as its spec says. */
export function StepTextField<V extends FieldValues>({ spec, locked, problem = null, onValueChange }: StepTextFieldProps<V>) {
  const { name, ...input } = spec;
  return <FormTextField<V> name={name} {...input} disabled={locked} error={problem} onValueChange={onValueChange && ((value) => onValueChange(name, value))} />;
}
