import { useSyncExternalStore } from 'react';
import { TOAST_REMOVE_DELAY_MS } from '@domain/constants';
import { toastReducer, type ToastAction, type ToastState, type ToastVariant } from './toast-reducer';

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  state = toastReducer(state, action);
  if (action.type === 'DISMISS') {
    for (const t of state.toasts) if (!t.open) scheduleRemoval(t.id);
  }
  for (const l of listeners) l();
}

// A dismissed toast stays in state (closed) for SPEC 9's removal delay.
function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'REMOVE', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

/** Shows the product's one-at-a-time toast (SPEC 4, 9); a new one replaces the old. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({
    type: 'ADD',
    toast: { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true },
  });
  return { id, dismiss: () => dispatch({ type: 'DISMISS', id }) };
}

export function dismissToast(id?: string) {
  dispatch({ type: 'DISMISS', id });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  return state;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
