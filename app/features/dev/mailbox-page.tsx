import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Inbox, Link as LinkIcon, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { LoadingBlock } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';
import { devKeys, getOutbox } from './api';
import { cn } from '~/lib/cn';
import { MessageView } from './message-view';
import { formatMailTime, type OutboxMessage } from './outbox';

const AUTO_REFRESH_MS = 3_000;

/**
 * The development mailbox: every e-mail the app would have sent, newest first,
 * read from GET /api/dev/outbox. It answers a browser on this machine, or a
 * signed-in admin (whose token is sent); anyone else gets 404.
 */
export default function MailboxPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const query = useQuery({
    queryKey: devKeys.outbox(),
    queryFn: ({ signal }) => getOutbox(signal),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

  const messages = query.data ?? [];
  const selected = messages.find((m) => m.id === selectedId) ?? null;
  const disabled = query.error instanceof ApiError && query.error.status === 404;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Dev mailbox"
        description="E-mails the app sends while no SMTP server is configured land here instead of a real inbox."
        actions={
          disabled ? null : (
            <>
              <Button
                variant={autoRefresh ? 'secondary' : 'outline'}
                aria-pressed={autoRefresh}
                onClick={() => setAutoRefresh((v) => !v)}
              >
                {autoRefresh ? 'Auto-refresh on' : 'Auto-refresh off'}
              </Button>
              <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
                <RefreshCw aria-hidden className={cn(query.isFetching && 'animate-spin')} />
                Refresh
              </Button>
            </>
          )
        }
      />

      <div className="mt-6">
        {query.isPending ? (
          <LoadingBlock text="Loading messages..." />
        ) : disabled ? (
          <Alert variant="default" title="The dev mailbox is not available here">
            The outbox shows every account's e-mails, links included, so it opens only in a browser on the server's own
            machine or for a signed-in admin. In production it is off unless DEV_TOOLS=true, and then only for admins.
          </Alert>
        ) : query.isError && messages.length === 0 ? (
          <Alert variant="destructive" title="Could not load the outbox">
            {query.error.message}{' '}
            <Button variant="link" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : messages.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="No e-mails yet"
            description="Sign up, ask for a password reset or change an e-mail address, and the message appears here within a few seconds."
          />
        ) : (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <MessageList
              messages={messages}
              selectedId={selected?.id ?? null}
              onSelect={setSelectedId}
              hiddenOnMobile={selected !== null}
            />
            {selected ? (
              <section aria-label="Message" className="min-w-0">
                <Button variant="ghost" size="sm" className="mb-2 lg:hidden" onClick={() => setSelectedId(null)}>
                  <ArrowLeft aria-hidden />
                  All messages
                </Button>
                <MessageView message={selected} />
              </section>
            ) : (
              <div className="hidden items-center justify-center rounded-xl border border-dashed border-line bg-surface p-10 text-sm text-muted lg:flex">
                <Mail aria-hidden className="mr-2 size-4" />
                Choose a message to read it.
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function MessageList({
  messages,
  selectedId,
  onSelect,
  hiddenOnMobile,
}: {
  messages: readonly OutboxMessage[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  hiddenOnMobile: boolean;
}) {
  return (
    <section aria-label="Messages" className={cn('min-w-0', hiddenOnMobile && 'hidden lg:block')}>
      <p className="mb-2 text-sm text-muted">
        {messages.length} {messages.length === 1 ? 'message' : 'messages'}, newest first
      </p>
      <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
        {messages.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => onSelect(m.id)}
              aria-current={m.id === selectedId ? 'true' : undefined}
              data-testid="mailbox-item"
              className={cn(
                'flex w-full flex-col gap-1 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none',
                m.id === selectedId && 'bg-brand-soft hover:bg-brand-soft',
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate text-sm font-medium text-ink">{m.to}</span>
                <time dateTime={m.createdAt} className="shrink-0 text-xs text-muted">
                  {formatMailTime(m.createdAt)}
                </time>
              </span>
              <span className="truncate text-sm text-slate-700">{m.subject}</span>
              {m.text.includes('http') ? (
                <Badge variant="secondary" className="w-fit">
                  <LinkIcon aria-hidden className="size-3" />
                  Has links
                </Badge>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
