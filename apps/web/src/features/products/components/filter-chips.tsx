import './filter-chips.css';

interface Option {
  value: string;
  label: string;
}

interface Props {
  legend: string;
  options: readonly Option[];
  /** The chosen value, or null for "All". */
  selected: string | null;
  onSelect: (value: string | null) => void;
}

/** A row of toggle chips with an "All" chip first; pressing the chosen chip again clears it. */
export function FilterChips({ legend, options, selected, onSelect }: Props) {
  return (
    <div className="filter-chips" role="group" aria-label={legend}>
      <span className="filter-chips__legend" aria-hidden="true">
        {legend}
      </span>
      <div className="filter-chips__row">
        <button type="button" className="filter-chip" aria-pressed={selected === null} onClick={() => onSelect(null)}>
          All
        </button>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="filter-chip"
            aria-pressed={selected === option.value}
            onClick={() => onSelect(selected === option.value ? null : option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
