import { useEffect, useRef } from 'react';

/**
 * The red error line of the auth forms. When the control that had focus was disabled while the request ran,
 * focus lands here instead of being lost on the page body.
 */
export function ErrorLine({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus({ preventScroll: true });
  }, [message]);
  return (
    <p ref={ref} className="auth-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
