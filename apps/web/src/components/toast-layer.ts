/** The class of react-hot-toast's container: modals leave it out when they make the page inert, so toasts stay readable and announced. */
export const TOAST_LAYER_CLASS = 'toast-layer';
