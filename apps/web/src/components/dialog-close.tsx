import './dialog.css';
import { Icon } from './icon';

export interface DialogCloseProps {
  /** Its accessible name ("Close", "Close dialog"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /**
   * In the top right corner of a dialog laid out its own way (the login and sign-up dialogs, a review's popup), as a
   * round outlined button, rather than beside a Dialog's title.
   */
  corner?: boolean;
}

/** The × that closes one of the shop's dialogs. */
export function DialogClose({ label, onClick, disabled = false, corner = false }: DialogCloseProps) {
  return (
    <button type="button" className={corner ? 'dialog__close dialog__close--corner' : 'dialog__close'} aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon size={20} grid={20}><path d="m5 5 10 10M15 5 5 15" /></Icon>
    </button>
  );
}
