import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const triggerClass =
  'inline-flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand aria-expanded:bg-slate-100 aria-expanded:text-brand';

/** The class of each link inside a HeaderMenu. */
export const headerMenuItemClass =
  'flex items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none select-none hover:bg-brand-soft hover:text-brand focus-visible:bg-brand-soft focus-visible:text-brand';

function items(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href]')) : [];
}

/**
 * A header navigation menu (the disclosure pattern for site navigation): a
 * button that shows a list of links. Opens on click or Arrow Down, arrows move
 * between links, Esc closes and returns focus, clicking or tabbing away closes.
 * Hand-written rather than radix's menu so public pages' first load carries
 * no popper or menu library (DESIGN 8).
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      items(panel.current)[0]?.focus();
    }
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Node && !wrapper.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp' && e.key !== 'Home' && e.key !== 'End') return;
    const links = items(panel.current);
    if (!open) {
      if (e.key === 'ArrowDown' && e.target === button.current) {
        e.preventDefault();
        focusFirst.current = true;
        setOpen(true);
      }
      return;
    }
    e.preventDefault();
    const at = links.findIndex((l) => l === document.activeElement);
    const last = links.length - 1;
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? last
          : e.key === 'ArrowDown'
            ? (at + 1) % links.length
            : at <= 0
              ? last
              : at - 1;
    links[next]?.focus();
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label} <ChevronDown className="size-4" aria-hidden />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-1.5 min-w-48 overflow-hidden rounded-lg border border-line bg-surface p-1 shadow-lg animate-fade-in"
        // Following a link closes the menu; the links' own handlers run first.
        onClick={(e) => {
          if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
