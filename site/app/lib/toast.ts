/** A message shown top-end for TOAST_DURATION_MS. Either an i18n key (+params) or ready text. */
export type Toast = {
  id: string;
  type: 'success' | 'error' | 'info';
  key?: string;
  params?: Record<string, string | number>;
  /** Text already translated (a server message). */
  text?: string;
};

export const newToast = (toast: Omit<Toast, 'id'>): Toast => ({ id: Math.random().toString(36).slice(2), ...toast });
