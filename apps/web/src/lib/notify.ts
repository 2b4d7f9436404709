/**
 * Toasts from code that is part of a page's first load (e.g. Add To Cart on the home page): react-hot-toast arrives
 * with the first toast rather than with the page. The toast layer (components/toast-layer.tsx) shows it.
 */
export const notify = {
  success(message: string): void {
    void import('react-hot-toast').then(({ default: toast }) => toast.success(message));
  },
  error(message: string): void {
    void import('react-hot-toast').then(({ default: toast }) => toast.error(message));
  },
};
