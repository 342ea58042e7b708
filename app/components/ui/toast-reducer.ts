import { TOAST_LIMIT } from '@domain/constants';

export type ToastVariant = 'default' | 'destructive';

export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

/**
 * The product's own toast state (SPEC 4, 9): the newest toast first and at
 * most TOAST_LIMIT (1) kept, so only one is ever visible. Dismissing closes a
 * toast (open false); removing drops it from the list.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t)),
      };
    case 'REMOVE':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}
