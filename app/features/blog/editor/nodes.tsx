import {
  $create,
  $getState,
  $setState,
  createState,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
} from 'lexical';
import type { JSX } from 'react';

/*
 * The editor's own nodes: an image from our uploads, and a link card to one of
 * our quote pages. Each writes the HTML the server's allow-list keeps
 * (server/lib/sanitize-html.ts) and reads it back when an article is opened.
 */

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const srcState = createState('src', { parse: text });
const altState = createState('alt', { parse: text });
const hrefState = createState('href', { parse: text });
const labelState = createState('label', { parse: text });

/** An image in the text (inline, in its own paragraph): /uploads/<key> or https. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('blog-image', {
      extends: DecoratorNode,
      stateConfigs: [
        { stateConfig: srcState, flat: true },
        { stateConfig: altState, flat: true },
      ],
      importDOM: {
        img: () => ({
          conversion: (el: HTMLElement) => {
            const src = el.getAttribute('src') ?? '';
            return { node: src ? $createImageNode(src, el.getAttribute('alt') ?? '') : null };
          },
          priority: 1,
        }),
      } satisfies DOMConversionMap,
    });
  }

  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'inline-block max-w-full';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', $getState(this, srcState));
    img.setAttribute('alt', $getState(this, altState));
    return { element: img };
  }

  override getTextContent(): string {
    return '';
  }

  override decorate(): JSX.Element {
    return (
      <img
        src={$getState(this, srcState)}
        alt={$getState(this, altState)}
        className="my-2 max-h-[420px] max-w-full rounded-lg"
      />
    );
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  const node = $create(ImageNode);
  $setState(node, srcState, src);
  $setState(node, altState, alt);
  return node;
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}

/** A quote page path from what an admin pastes: a full address of ours, a path, or a bare slug. */
export function quotePathOf(input: string, origin: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^[a-z0-9][a-z0-9-]*$/i.test(value)) return `/quotes/${value.toLowerCase()}`;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    const m = /^\/quotes\/(?:view\/|new\/|itinerary\/)?([a-z0-9-]+)\/?$/i.exec(url.pathname);
    return m?.[1] ? `/quotes/${m[1].toLowerCase()}` : null;
  } catch {
    return null;
  }
}

/** A card linking to one of our quote pages: `<a data-embed="quote" href="/quotes/<slug>">Title</a>`. */
export class QuoteEmbedNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('quote-embed', {
      extends: DecoratorNode,
      stateConfigs: [
        { stateConfig: hrefState, flat: true },
        { stateConfig: labelState, flat: true },
      ],
      importDOM: {
        a: (el: HTMLElement) =>
          el.getAttribute('data-embed') === 'quote'
            ? {
                // Above the link node's own conversion of <a>.
                priority: 3,
                conversion: (a: HTMLElement) => ({
                  node: $createQuoteEmbedNode(a.getAttribute('href') ?? '', a.textContent ?? ''),
                }),
              }
            : null,
      } satisfies DOMConversionMap,
    });
  }

  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'block';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const a = document.createElement('a');
    a.setAttribute('href', $getState(this, hrefState));
    a.setAttribute('data-embed', 'quote');
    a.textContent = $getState(this, labelState);
    return { element: a };
  }

  override getTextContent(): string {
    return $getState(this, labelState);
  }

  override decorate(): JSX.Element {
    return (
      <span className="my-2 flex items-center gap-3 rounded-lg border border-line bg-white p-3 shadow-sm">
        <span aria-hidden className="size-6 shrink-0 rounded-md bg-brand" />
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{$getState(this, labelState)}</span>
          <span className="block truncate text-xs text-brand">Quote card: {$getState(this, hrefState)}</span>
        </span>
      </span>
    );
  }
}

export function $createQuoteEmbedNode(href: string, label: string): QuoteEmbedNode {
  const node = $create(QuoteEmbedNode);
  $setState(node, hrefState, href);
  $setState(node, labelState, label || href);
  return node;
}
