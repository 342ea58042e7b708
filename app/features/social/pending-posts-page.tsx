import { shownAgencyName } from '@domain/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, Inbox, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { formatDateTime, formatPence } from '@domain/formats';
import type { SocialPostDto, SocialPostStatus } from '@domain/schemas/social';
import { readChoice, type ListSpec } from '~/components/list/list-params';
import { ListShell } from '~/components/list/list-shell';
import { ListSkeleton } from '~/components/list/list-skeleton';
import { useListState } from '~/components/list/use-list-state';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { cn } from '~/lib/cn';
import { RejectDialog } from './reject-dialog';
import { approvePost, fetchAdminPosts, socialKeys, type AdminPostsParams } from './api';
import { ADAPTER_COPY } from './status';

const TABS = ['pending', 'posted', 'rejected', 'failed'] as const satisfies readonly SocialPostStatus[];
type Tab = (typeof TABS)[number];

const TAB_LABEL: Record<Tab, string> = { pending: 'Pending', posted: 'Posted', rejected: 'Rejected', failed: 'Failed' };
const EMPTY_COPY: Record<Tab, { title: string; description: string }> = {
  pending: {
    title: 'No posts waiting',
    description: 'When an agent asks to post a quote to Facebook it appears here for review.',
  },
  posted: { title: 'Nothing posted yet', description: 'Approved posts are listed here once they are published.' },
  rejected: { title: 'No rejected posts', description: 'Posts you reject are kept here with your reason.' },
  failed: { title: 'No failed posts', description: 'A post lands here if publishing fails; you can retry it.' },
};

/** The page's state in the URL: ?tab= (pending by default) and ?page=. */
const REVIEW_LIST: ListSpec<{ tab: Tab }, never> = { filters: { tab: TABS } };

/** /dashboard/admin/pending-fb-posts: the admin's review queue for social posts. */
export default function PendingPostsPage() {
  const list = useListState(REVIEW_LIST);
  const { tab, page } = list.query;
  const params: AdminPostsParams = { status: tab, page };
  const query = useQuery({
    queryKey: socialKeys.admin(params),
    queryFn: ({ signal }) => fetchAdminPosts(params, signal),
    placeholderData: keepPreviousData,
  });
  const setTab = (t: string) => list.set({ tab: readChoice(TABS, t) });
  const counts = query.data?.counts;
  const adapter = query.data?.adapter;

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted sm:text-base">
        Review the posts agents want on the agency’s Facebook page. Approving publishes the post at once.
      </p>
      {adapter ? (
        <div
          className={cn(
            'flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm',
            adapter === 'sandbox' ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-line bg-surface text-ink',
          )}
        >
          <Badge variant={adapter === 'sandbox' ? 'warning' : 'success'}>{ADAPTER_COPY[adapter].label}</Badge>
          <span>{ADAPTER_COPY[adapter].description}</span>
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Posts by status" className="flex border-b border-line sm:gap-1">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t}
              value={t}
              className={cn(
                '-mb-px flex min-w-0 flex-1 items-center justify-center gap-1.5 border-b-2 border-transparent px-1 py-2 text-sm font-medium text-muted sm:flex-none sm:px-3',
                'hover:text-ink focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                'data-[state=active]:border-brand data-[state=active]:text-brand',
              )}
            >
              {TAB_LABEL[t]}
              {counts ? (
                <span className="rounded-full bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 tabular-nums">
                  {counts[t]}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Content key={t} value={t} className="pt-5 focus-visible:outline-none">
            {t === tab ? (
              <ListShell
                query={query}
                loading={<ListSkeleton label="Loading posts" media="picture" lines={4} />}
                errorTitle="Could not load the posts"
                list={list}
                noun="posts"
                empty={<EmptyState icon={Inbox} title={EMPTY_COPY[t].title} description={EMPTY_COPY[t].description} />}
              >
                {(items) => (
                  <ul className="space-y-4" aria-label={`${TAB_LABEL[t]} posts`}>
                    {items.map((post) => (
                      <PostRow key={post.id} post={post} />
                    ))}
                  </ul>
                )}
              </ListShell>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function PostRow({ post }: { post: SocialPostDto }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const approve = useMutation({
    mutationFn: () => approvePost(post.id),
    onSuccess: (p) => {
      toast({
        title: p.adapter === 'sandbox' ? 'Approved and posted to the sandbox feed' : 'Approved and posted to Facebook',
      });
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (e) => {
      toast({ title: e.message, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
  });
  // 'approved' only reaches this list when publishing was cut off (listed under Failed).
  const reviewable = post.status === 'pending' || post.status === 'failed' || post.status === 'approved';
  const q = post.quote;

  return (
    <li className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm" data-testid="social-post-row">
      <div className="grid gap-4 p-4 sm:grid-cols-[10rem_minmax(0,1fr)] lg:grid-cols-[12rem_minmax(0,1fr)_auto]">
        <a href={q.public_url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg bg-canvas">
          {q.hero_image ? (
            <img src={q.hero_image} alt="" className="aspect-[4/3] w-full object-cover" />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center text-xs text-muted">No image</div>
          )}
          <span className="sr-only">Open the quote “{q.title}” in a new tab</span>
        </a>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <span>
              <span className="font-medium text-ink">{post.agent.name}</span>
              {shownAgencyName(post.agent.agency_name) ? ` · ${shownAgencyName(post.agent.agency_name)}` : ''}
            </span>
            <span>Requested {formatDateTime(post.created_at)}</span>
            {post.adapter === 'sandbox' && post.status === 'posted' ? <Badge variant="warning">Sandbox</Badge> : null}
          </div>
          <h2 className="text-lg leading-snug font-semibold text-ink">{post.headline}</h2>
          <p className="text-sm whitespace-pre-line text-ink">{post.text}</p>
          {post.story_content ? <p className="text-sm whitespace-pre-line text-muted">{post.story_content}</p> : null}
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
            Quote:{' '}
            <a
              href={q.public_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
            >
              {q.title} <ExternalLink aria-hidden className="size-3.5" />
            </a>
            {q.destination ? <span>· {q.destination}</span> : null}
            {q.final_price_total !== null ? <span>· {formatPence(q.final_price_total)}</span> : null}
            {!q.is_published ? <Badge variant="destructive">Unpublished</Badge> : null}
          </p>
          {post.reason ? (
            <p
              className={cn(
                'rounded-md px-3 py-2 text-sm',
                post.status === 'failed' ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-ink',
              )}
            >
              <span className="font-medium">{post.status === 'failed' ? 'Error: ' : 'Reason: '}</span>
              {post.reason}
            </p>
          ) : null}
          {post.status === 'approved' ? (
            <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
              Publishing did not finish. Retry to post it, or reject it.
            </p>
          ) : null}
          {post.status === 'posted' && post.external_url ? (
            <p className="text-sm text-muted">
              Posted {post.posted_at ? formatDateTime(post.posted_at) : ''} ·{' '}
              <a href={post.external_url} target="_blank" rel="noreferrer" className="text-brand hover:underline">
                View post
              </a>
            </p>
          ) : null}
        </div>
        {reviewable ? (
          <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:flex-col">
            <Button onClick={() => approve.mutate()} disabled={approve.isPending} className="flex-1 lg:flex-none">
              {approve.isPending ? <Spinner className="text-current" /> : <Check aria-hidden />}
              {post.status === 'pending' ? 'Approve' : 'Retry'}
            </Button>
            <Button
              variant="outline"
              onClick={() => setRejecting(true)}
              disabled={approve.isPending}
              className="flex-1 lg:flex-none"
            >
              <X aria-hidden /> Reject
            </Button>
          </div>
        ) : null}
      </div>
      <RejectDialog post={post} open={rejecting} onOpenChange={setRejecting} />
    </li>
  );
}
