import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Files, Globe, Share2, Link2, MoreHorizontal, Pencil, ScanEye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { toast } from '~/components/ui/use-toast';
import { PostToFacebookDialog } from '~/features/social/post-to-facebook-dialog';
import {
  copyPublicLink,
  displayTitle,
  deleteQuote,
  duplicateQuote,
  editPath,
  quoteKeys,
  setPublished,
  type QuoteSummary,
} from '../api';
import { ConfirmDialog } from './confirm-dialog';

/** What the actions need: a list row (QuoteSummary) or a full quote (QuoteDto) both fit. */
export type ActionableQuote = QuoteSummary;

/** Publish or unpublish, with a toast either way; refreshes every quote query. */
export function usePublishToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quote, publish }: { quote: ActionableQuote; publish: boolean }) => setPublished(quote.id, publish),
    onSuccess: (_data, { quote, publish }) => {
      toast({
        title: publish ? 'Quote published' : 'Quote unpublished',
        description: publish
          ? `"${displayTitle(quote)}" is live for customers.`
          : `"${displayTitle(quote)}" is hidden from customers.`,
      });
      return client.invalidateQueries({ queryKey: quoteKeys.all });
    },
    onError: (e) => toast({ title: 'Could not change publishing', description: e.message, variant: 'destructive' }),
  });
}

export async function copyLinkWithToast(quote: ActionableQuote) {
  try {
    const url = await copyPublicLink(quote);
    toast({
      title: 'Link copied',
      description: quote.is_published ? url : `${url} — publish the quote so customers can open it.`,
    });
  } catch {
    toast({
      title: 'Could not copy the link',
      description: 'Your browser blocked the clipboard. Open the quote and copy the address instead.',
      variant: 'destructive',
    });
  }
}

/** The row menu of a quote: edit, open, preview, copy link, publish, duplicate, delete. */
export function QuoteRowMenu({ quote }: { quote: ActionableQuote }) {
  const [confirming, setConfirming] = useState(false);
  const [posting, setPosting] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const publish = usePublishToggle();
  const duplicate = useMutation({
    mutationFn: () => duplicateQuote(quote.id),
    onSuccess: async (copy) => {
      toast({ title: 'Quote duplicated', description: `"${displayTitle(copy)}" is a draft you can edit.` });
      await client.invalidateQueries({ queryKey: quoteKeys.all });
    },
    onError: (e) => toast({ title: 'Could not duplicate the quote', description: e.message, variant: 'destructive' }),
  });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${displayTitle(quote)}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => navigate(editPath(quote))}>
            <Pencil aria-hidden /> Edit
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={`/dashboard/quotes/${quote.slug}`}>
              <Eye aria-hidden /> Open
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={`/quotes/${quote.slug}/preview`}>
              <ScanEye aria-hidden /> Preview
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copyLinkWithToast(quote)}>
            <Link2 aria-hidden /> Copy public link
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => publish.mutate({ quote, publish: !quote.is_published })}>
            {quote.is_published ? <EyeOff aria-hidden /> : <Globe aria-hidden />}
            {quote.is_published ? 'Unpublish' : 'Publish'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => duplicate.mutate()}>
            <Files aria-hidden /> Duplicate
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setPosting(true)}>
            <Share2 aria-hidden /> Post to Facebook
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => setConfirming(true)}
            className="text-danger data-[highlighted]:bg-red-50 data-[highlighted]:text-danger"
          >
            <Trash2 aria-hidden /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <PostToFacebookDialog quote={{ ...quote, title: displayTitle(quote) }} open={posting} onOpenChange={setPosting} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this quote?"
        description={`"${displayTitle(quote)}" and its public page will be removed for good. Customers with the link will see "not found".`}
        confirmLabel="Delete quote"
        onConfirm={async () => {
          await deleteQuote(quote.id);
          toast({ title: 'Quote deleted', description: displayTitle(quote) });
          await client.invalidateQueries({ queryKey: quoteKeys.all });
        }}
      />
    </>
  );
}
