import { useId, useState, type ReactNode } from 'react';

export interface FilterPanelProps {
  /** Names the group of filters, e.g. "Filter orders". */
  label: string;
  /** The button that shows them on a phone: "Filters". */
  toggleLabel: string;
  /** How many filters narrow the list now; shown on the button so a closed panel does not hide them. */
  activeCount: number;
  children: ReactNode;
}

/**
 * Filters above a list. On a phone they fold behind a "Filters" button so the list starts on the first screen;
 * wider screens always show them (the button is hidden there, in CSS).
 */
export function FilterPanel({ label, toggleLabel, activeCount, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className="filter-panel" data-open={open}>
      <button type="button" className="btn btn-secondary btn-small filter-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        {activeCount > 0 ? `${toggleLabel} (${activeCount})` : toggleLabel}
      </button>
      <div id={bodyId} className="admin-filters ops-filters filter-panel__body" role="group" aria-label={label}>
        {children}
      </div>
    </div>
  );
}
