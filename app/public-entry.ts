/*
 * The only script of the server-rendered public pages (/quotes/*, /agents/*):
 * accept and enquire dialogs, the photo lightbox and "Print or save as PDF"
 * (browser print with the A4 print sheet). Plain DOM, no framework: it must
 * stay a few KB (DESIGN 8). The markup comes from app/features/public-quote.
 */

type ApiErrorShape = { message?: string; fields?: Record<string, string> };

function errorOf(json: unknown): ApiErrorShape {
  if (typeof json !== 'object' || json === null || !('error' in json)) return {};
  const e = json.error;
  if (typeof e !== 'object' || e === null) return {};
  const message = 'message' in e && typeof e.message === 'string' ? e.message : undefined;
  const fields: Record<string, string> = {};
  if ('fields' in e && typeof e.fields === 'object' && e.fields !== null)
    for (const [k, v] of Object.entries(e.fields)) if (typeof v === 'string') fields[k] = v;
  return { message, fields };
}

const NETWORK_ERROR = 'Network error. Please check your internet connection and try again.';

function openDialog(dialog: HTMLDialogElement | null): void {
  if (!dialog || dialog.open) return;
  dialog.showModal();
}

function closest<T extends Element>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

function clearErrors(form: HTMLFormElement): void {
  for (const el of form.querySelectorAll<HTMLElement>('[data-error-for], [data-form-error]')) el.textContent = '';
  for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
}

function showErrors(form: HTMLFormElement, message: string, fields: Record<string, string> = {}): void {
  let first: HTMLElement | null = null;
  for (const [name, text] of Object.entries(fields)) {
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
    const input = form.elements.namedItem(name);
    if (slot) slot.textContent = text;
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
      input.setAttribute('aria-invalid', 'true');
      first ??= input;
    }
  }
  const general = form.querySelector<HTMLElement>('[data-form-error]');
  // Field messages sit under their fields; the summary is for anything else.
  if (general && Object.keys(fields).length === 0) general.textContent = message;
  first?.focus();
}

/** Browser-side check of the required fields so a customer hears about them at once. */
function missingFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[required], textarea[required]',
  )) {
    const label = form.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.firstChild?.textContent?.trim() ?? el.name;
    if (el.value.trim() === '') out[el.name] = `${label} is required`;
    else if (el.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(el.value.trim()))
      out[el.name] = 'Please enter a valid email';
  }
  return out;
}

async function submit(form: HTMLFormElement, slug: string): Promise<void> {
  const kind = form.dataset.quoteForm === 'accept' ? 'accept' : 'enquire';
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  clearErrors(form);
  const missing = missingFields(form);
  if (Object.keys(missing).length) return showErrors(form, 'Please check the highlighted fields.', missing);
  const data = new FormData(form);
  const body: Record<string, string> = {};
  for (const [k, v] of data.entries()) if (typeof v === 'string') body[k] = v.trim();
  if (button) button.disabled = true;
  try {
    const res = await fetch(`/api/public/quotes/${encodeURIComponent(slug)}/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await res.json().catch(() => ({}));
    if (!res.ok) {
      const err = errorOf(json);
      showErrors(form, err.message ?? 'Something went wrong. Please try again.', err.fields);
      return;
    }
    const message =
      typeof json === 'object' && json && 'message' in json && typeof json.message === 'string' ? json.message : '';
    const dialog = form.closest('dialog');
    const success = dialog?.querySelector<HTMLElement>('[data-success]');
    const text = dialog?.querySelector<HTMLElement>('[data-success-message]');
    if (text) text.textContent = message || 'Thank you! Your travel agent will be in touch soon.';
    form.hidden = true;
    if (success) {
      success.hidden = false;
      success.querySelector<HTMLButtonElement>('button')?.focus();
    }
  } catch {
    showErrors(form, NETWORK_ERROR);
  } finally {
    if (button) button.disabled = false;
  }
}

function setUpLightbox(): void {
  const box = document.querySelector<HTMLDialogElement>('#qv-lightbox');
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.qv-gallery-link')];
  const img = box?.querySelector<HTMLImageElement>('[data-lightbox-img]');
  const count = box?.querySelector<HTMLElement>('[data-lightbox-count]');
  if (!box || !img || links.length === 0) return;
  let index = 0;
  const show = (i: number) => {
    index = (i + links.length) % links.length;
    const link = links[index];
    if (!link) return;
    img.src = link.href;
    img.alt = link.querySelector('img')?.alt ?? '';
    if (count) count.textContent = `${index + 1} / ${links.length}`;
  };
  links.forEach((link, i) =>
    link.addEventListener('click', (e) => {
      e.preventDefault();
      show(i);
      openDialog(box);
    }),
  );
  box.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight') show(index + 1);
    if (e.key === 'ArrowLeft') show(index - 1);
  });
  // A click on the dark backdrop (the dialog itself, not the photo) closes it.
  box.addEventListener('click', (e) => {
    if (e.target === box) box.close();
  });
  for (const step of box.querySelectorAll<HTMLButtonElement>('[data-lightbox-step]'))
    step.addEventListener('click', () => show(index + Number(step.dataset.lightboxStep)));
}

/** The dashboard's one-time owner marker leaves the address bar, so a copied link is the customer's plain one. */
function dropOwnerMarker(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('owner')) return;
  url.searchParams.delete('owner');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function start(): void {
  dropOwnerMarker();
  const root = document.querySelector<HTMLElement>('[data-quote-slug]');
  const slug = root?.dataset.quoteSlug ?? '';
  document.addEventListener('click', (e) => {
    const opener = closest<HTMLElement>(e.target, '[data-open-dialog]');
    if (opener) openDialog(document.querySelector<HTMLDialogElement>(`#qv-dialog-${opener.dataset.openDialog ?? ''}`));
    if (closest(e.target, '[data-print]')) window.print();
    if (closest(e.target, '[data-close-dialog]')) closest<HTMLDialogElement>(e.target, 'dialog')?.close();
  });
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-quote-form]')) {
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void submit(form, slug);
    });
  }
  setUpLightbox();
}

start();
