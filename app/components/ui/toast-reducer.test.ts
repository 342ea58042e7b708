import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastItem } from './toast-reducer';

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, variant: 'default', open: true });

describe('toastReducer', () => {
  it('keeps only the newest toast visible', () => {
    let s = toastReducer({ toasts: [] }, { type: 'ADD', toast: item('1') });
    s = toastReducer(s, { type: 'ADD', toast: item('2') });
    expect(s.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('dismissing closes a toast without removing it', () => {
    const s = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS', id: '1' });
    expect(s.toasts).toHaveLength(1);
    expect(s.toasts[0]?.open).toBe(false);
  });

  it('dismissing without an id closes every toast', () => {
    const s = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS' });
    expect(s.toasts.every((t) => !t.open)).toBe(true);
  });

  it('removes one toast by id, or all without one', () => {
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE', id: '1' }).toasts).toEqual([]);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE', id: 'x' }).toasts).toHaveLength(1);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE' }).toasts).toEqual([]);
  });

  it('updates the matching toast', () => {
    const s = toastReducer({ toasts: [item('1')] }, { type: 'UPDATE', toast: { id: '1', title: 'Changed' } });
    expect(s.toasts[0]?.title).toBe('Changed');
  });
});
