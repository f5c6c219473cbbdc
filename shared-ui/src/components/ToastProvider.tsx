import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT';

/** Spec, "Field display": at most 5 toasts at once; the oldest is dropped for a new one. */
export const MAX_TOASTS = 5;
export const DEFAULT_TOAST_DISPLAY_MS = 5000;

export type ToastKind = 'success' | 'danger';

export interface ToastOptions {
  /** Milliseconds on screen; 0 keeps the toast until dismissed. Default 5000. */
  displayTime?: number;
  title?: string;
}

interface ToastEntry {
  id: number;
  kind: ToastKind;
  message?: string;
  title?: string;
  displayTime: number;
}

export interface ToastApi {
  success: (message?: string, options?: ToastOptions) => number;
  danger: (message?: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (message?: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const entry: ToastEntry = { id, kind, message, title: options.title, displayTime: options.displayTime ?? DEFAULT_TOAST_DISPLAY_MS };
      setToasts((list) => [...list, entry].slice(-MAX_TOASTS));
      return id;
    };
    return { success: show('success'), danger: show('danger'), dismiss };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="at-toasts" aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const { t } = useT();
  const { id, displayTime } = toast;

  useEffect(() => {
    if (displayTime <= 0) {
      return undefined;
    }
    const timer = setTimeout(() => onDismiss(id), displayTime);
    return () => clearTimeout(timer);
  }, [id, displayTime, onDismiss]);

  const message =
    toast.message ??
    (toast.kind === 'success' ? t('toast_default_success', 'Changes Saved Successfully') : t('toast_default_error', 'An Error Occurred'));

  return (
    <div className={`at-toast at-toast--${toast.kind}`} role={toast.kind === 'danger' ? 'alert' : 'status'}>
      <div className="at-toast__body">
        {toast.title ? <strong className="at-toast__title">{toast.title}</strong> : null}
        <span>{message}</span>
      </div>
      <button type="button" className="at-toast__close" aria-label={t('dismiss', 'Dismiss')} onClick={() => onDismiss(id)}>
        ×
      </button>
    </div>
  );
}

/** `const toast = useToast(); toast.success(); toast.danger(t('toast_save_error', '...'), { title })` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside <ToastProvider>');
  }
  return api;
}
