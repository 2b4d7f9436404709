import { useId } from 'react';
import { SelectOptions } from '../../../components/text-field';

export interface FilterSelectProps<V extends string> {
  label: string;
  value: V | null;
  /** The first option, meaning "no filter". */
  anyLabel: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V | null) => void;
}

/** A select above a list that narrows it; empty means no filter. */
export function FilterSelect<V extends string>({ label, value, anyLabel, options, onChange }: FilterSelectProps<V>) {
  // Labelled by reference, not by wrapping: a wrapping label would add the chosen option to the select's name.
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as V))}>
        <option value="">{anyLabel}</option>
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
