import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { cn } from '~/lib/cn';
import { formatMailTime, linksIn, linkTarget, messageSrcDoc, type OutboxMessage } from './outbox';

type View = 'html' | 'text';

/** One e-mail: headers, its links as plain anchors, and the HTML or text body. */
export function MessageView({ message }: { message: OutboxMessage }) {
  const [view, setView] = useState<View>(message.html ? 'html' : 'text');
  const links = linksIn(message.text || message.html);
  return (
    <article
      className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm"
      data-testid="mailbox-message"
    >
      <header className="space-y-1 border-b border-line px-5 py-4">
        <h2 className="text-lg font-semibold break-words text-ink">{message.subject}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-muted">To</dt>
          <dd className="break-all text-ink">{message.to}</dd>
          <dt className="text-muted">Sent</dt>
          <dd className="text-ink">
            <time dateTime={message.createdAt}>{formatMailTime(message.createdAt)}</time>
          </dd>
        </dl>
      </header>

      {links.length > 0 ? (
        <div className="border-b border-line bg-slate-50 px-5 py-3">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Links in this message</p>
          <ul className="mt-1.5 space-y-1">
            {links.map((url) => {
              const target = linkTarget(url, window.location.origin);
              return (
                <li key={url} className="min-w-0">
                  <a
                    href={target.href}
                    target={target.external ? '_blank' : undefined}
                    rel={target.external ? 'noreferrer' : undefined}
                    className="inline-flex max-w-full items-center gap-1 text-sm font-medium break-all text-brand hover:underline"
                  >
                    {url}
                    {target.external ? <ExternalLink aria-hidden className="size-3.5 shrink-0" /> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      <div role="tablist" aria-label="Message format" className="flex gap-1 border-b border-line px-5 pt-2">
        {(['html', 'text'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            disabled={v === 'html' && !message.html}
            onClick={() => setView(v)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium disabled:opacity-40',
              view === v ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {v === 'html' ? 'HTML' : 'Plain text'}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="p-0">
        {view === 'html' ? (
          <iframe
            title={`E-mail: ${message.subject}`}
            srcDoc={messageSrcDoc(message.html)}
            // No scripts, no same-origin access: the e-mail's HTML cannot touch the app.
            sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
            className="block h-[28rem] w-full resize-y bg-white"
          />
        ) : (
          <pre className="max-h-[28rem] overflow-auto px-5 py-4 font-mono text-sm break-words whitespace-pre-wrap text-ink">
            {message.text}
          </pre>
        )}
      </div>
    </article>
  );
}
