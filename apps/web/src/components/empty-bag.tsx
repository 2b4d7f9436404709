import { Link } from 'react-router';

interface EmptyBagProps {
  /** The block whose stylesheet draws it: its parts take `<block>__empty`, `__empty-icon`, `__empty-title` and `__empty-lead`. */
  block: string;
  /** The icon's drawn size in px. */
  iconSize: number;
  title: string;
  lead: string;
  linkLabel: string;
}

/** Nothing here yet (an empty bag, no orders): the bag icon, what is empty, a line of help and the way to the shop. */
export function EmptyBag({ block, iconSize, title, lead, linkLabel }: EmptyBagProps) {
  return (
    <div className={`${block}__empty`}>
      <svg className={`${block}__empty-icon`} viewBox="0 0 48 48" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
        <path d="M10 16h28l-2.4 22.4A3 3 0 0 1 32.6 41H15.4a3 3 0 0 1-3-2.6L10 16Zm8 0v-2a6 6 0 0 1 12 0v2" />
      </svg>
      <p className={`${block}__empty-title`}>{title}</p>
      <p className={`${block}__empty-lead`}>{lead}</p>
      <Link to="/explore" className="btn btn-primary">
        {linkLabel}
      </Link>
    </div>
  );
}
