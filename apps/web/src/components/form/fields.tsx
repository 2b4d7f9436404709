import type { ChangeEvent, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { PincodeLookup } from '../use-pincode-lookup';
import { CheckboxField, SelectField, TextAreaField, TextField, type FieldChromeProps, type SelectOption } from '../text-field';

/** What every bound field takes: the value it edits, and what a change does besides. */
interface BoundProps<V extends FieldValues> {
  name: Path<V>;
  /** Turns what was typed into the value kept, e.g. digits only for a pincode. */
  normalize?: (text: string) => string;
  /** Told each new value after it is kept, and the one before, e.g. to look up a pincode. */
  onValueChange?: (value: string, previous: string) => void;
}

/** `error` is a problem from outside the form (e.g. a pincode lookup), shown while the form has none for the field. */
type Chrome = FieldChromeProps;

/** A field's value, change handler, ref and error; a change settles the field's problem until the next submit. */
function useBoundField<V extends FieldValues>({ name, normalize, onValueChange }: BoundProps<V>) {
  const { clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController<V>({ name });
  return {
    error: fieldState.error?.message,
    control: {
      name: field.name,
      ref: field.ref,
      onBlur: field.onBlur,
      value: field.value as string | boolean,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const raw = event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : event.target.value;
        const next = typeof raw === 'string' && normalize ? normalize(raw) : raw;
        const previous: unknown = field.value;
        field.onChange(next);
        if (fieldState.error) clearErrors(name);
        if (typeof next === 'string') onValueChange?.(next, typeof previous === 'string' ? previous : '');
      },
    },
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'checked'>;

/** A labelled text input (or e-mail, phone, password, date…) bound to a form value, with its problem below. */
export function FormTextField<V extends FieldValues>({ name, normalize, onValueChange, ...props }: BoundProps<V> & Chrome & InputProps) {
  const { error, control } = useBoundField<V>({ name, normalize, onValueChange });
  return <TextField {...props} {...control} value={control.value as string} error={error ?? props.error} />;
}

/** A labelled multi-line text box bound to a form value. */
export function FormTextAreaField<V extends FieldValues>({ name, normalize, onValueChange, ...props }: BoundProps<V> & Chrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'defaultValue' | 'onChange'>) {
  const { error, control } = useBoundField<V>({ name, normalize, onValueChange });
  return <TextAreaField {...props} {...control} value={control.value as string} error={error ?? props.error} />;
}

/** A labelled select bound to a form value. */
export function FormSelectField<V extends FieldValues>({ name, onValueChange, ...props }: Omit<BoundProps<V>, 'normalize'> & Chrome & { options: readonly SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'defaultValue' | 'onChange'>) {
  const { error, control } = useBoundField<V>({ name, onValueChange });
  return <SelectField {...props} {...control} value={control.value as string} error={error ?? props.error} />;
}

/** A checkbox bound to a yes-or-no form value, its label beside it. */
export function FormCheckboxField<V extends FieldValues>({ name, ...props }: Pick<BoundProps<V>, 'name'> & Omit<Chrome, 'aside'> & Omit<InputProps, 'type'>) {
  const { error, control } = useBoundField<V>({ name });
  const { value, ...rest } = control;
  return <CheckboxField {...props} {...rest} checked={value as boolean} error={error ?? props.error} />;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * A pincode bound to a form value: digits only, six at most, told to the lookup as it is typed (city, state and
 * delivery come from there); the lookup's problem shows under it, and `lookingLabel` while it looks. No lookup, no
 * look-up (a step that does not show city and state).
 */
export function FormPincodeField<V extends FieldValues>({
  name,
  lookup,
  lookingLabel,
  ...props
}: { name: Path<V>; lookup: PincodeLookup | null; lookingLabel: string } & Pick<Chrome, 'label'> & Pick<InputProps, 'disabled' | 'required'>) {
  return (
    <FormTextField<V>
      {...props}
      name={name}
      autoComplete="postal-code"
      inputMode="numeric"
      maxLength={6}
      normalize={digitsOnly}
      onValueChange={lookup?.onPincodeChange}
      error={lookup ? lookup.error : null}
      hint={lookup?.looking ? lookingLabel : undefined}
    />
  );
}
