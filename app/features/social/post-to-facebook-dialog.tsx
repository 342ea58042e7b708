import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Share2 } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS } from '@domain/limits';
import type { FacebookPostStatus } from '@domain/quotes/status';
import { SocialPostRequestSchema, type SocialPostRequest } from '@domain/schemas/social';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { usePublicConfig } from '~/lib/config';
import { cn } from '~/lib/cn';
import { PostPreview } from './post-preview';
import { fetchLatestPost, requestSocialPost, socialKeys } from './api';
import { ADAPTER_COPY, FACEBOOK_STATUS_LABEL, FACEBOOK_STATUS_TONE } from './status';

/** What the dialog needs of a quote: a QuoteSummary or a QuoteDto both fit. */
export type PostableQuote = {
  id: string;
  title: string;
  is_published: boolean;
  hero_image: string | null;
  public_url: string;
  destination: string | null;
  final_price_total: number | null;
  facebook_post_status: FacebookPostStatus;
  social_post_text?: string | null;
  facebook_headline?: string | null;
  facebook_story_content?: string | null;
};

const FIELDS = ['headline', 'text', 'story_content'] as const;

function Counter({ value, max }: { value: string | undefined; max: number }) {
  const n = (value ?? '').length;
  return (
    <span className={cn('tabular-nums', n > max && 'font-medium text-danger')}>
      {n} / {max} characters
    </span>
  );
}

export type PostToFacebookDialogProps = {
  quote: PostableQuote;
  /** The element that opens the dialog; a "Post to Facebook" button when absent. */
  trigger?: ReactElement;
  /** Controlled use (e.g. from a row menu): open state and its setter. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * The agent writes the social post of a published quote and sends it for
 * admin approval. Shows the quote's current post status and a live preview.
 */
export function PostToFacebookDialog({ quote, trigger, open: openProp, onOpenChange }: PostToFacebookDialogProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (v: boolean) => {
    setOpenState(v);
    onOpenChange?.(v);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {openProp === undefined ? (
        <DialogTrigger asChild>
          {trigger ?? (
            <Button variant="outline" size="sm">
              <Share2 aria-hidden /> Post to Facebook
            </Button>
          )}
        </DialogTrigger>
      ) : null}
      <DialogContent width={920} aria-describedby="post-to-facebook-description">
        {/* Mounted only while open, so the form starts from the quote's latest values each time. */}
        {open ? <PostForm quote={quote} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PostForm({ quote, onDone }: { quote: PostableQuote; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { brand } = usePublicConfig();
  const latest = useQuery({
    queryKey: socialKeys.latest(quote.id),
    queryFn: ({ signal }) => fetchLatestPost(quote.id, signal),
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<SocialPostRequest>({
    resolver: zodResolver(SocialPostRequestSchema),
    defaultValues: {
      headline: quote.facebook_headline ?? quote.title,
      text: quote.social_post_text ?? '',
      story_content: quote.facebook_story_content ?? '',
    },
  });
  const [headline, text, story] = useWatch({ control, name: ['headline', 'text', 'story_content'] });
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (values: SocialPostRequest) => requestSocialPost(quote.id, values),
    onSuccess: () => {
      toast({ title: 'Sent for approval', description: 'An admin will review your post before it goes out.' });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
      onDone();
    },
    onError: (e) => {
      const message = applyApiErrors<SocialPostRequest>(e, FIELDS, setError);
      setFormError(message);
      if (message) toast({ title: message, variant: 'destructive' });
    },
  });

  const status = quote.facebook_post_status;
  const post = latest.data?.post ?? null;
  const adapter = latest.data?.adapter;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Post to Facebook</DialogTitle>
        <DialogDescription id="post-to-facebook-description">
          Write the post for “{quote.title}”. An admin reviews every post before it is published.
        </DialogDescription>
        <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
          <span className="text-muted">Current status:</span>
          <Badge variant={FACEBOOK_STATUS_TONE[status]} data-testid="facebook-post-status">
            {FACEBOOK_STATUS_LABEL[status]}
          </Badge>
          {adapter === 'sandbox' ? (
            <Badge variant="outline" title={ADAPTER_COPY.sandbox.description}>
              Sandbox
            </Badge>
          ) : null}
          {status === 'posted' && post?.external_url ? (
            <a
              href={post.external_url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-brand underline-offset-4 hover:underline"
            >
              View post <ExternalLink aria-hidden className="size-3.5" />
            </a>
          ) : null}
        </div>
      </DialogHeader>

      {!quote.is_published ? (
        <Alert variant="destructive" title="Publish the quote before posting it">
          The post links to the quote’s public page, which customers can only open once it is published.
        </Alert>
      ) : null}
      {post?.status === 'rejected' && post.reason ? (
        <Alert variant="destructive" title="The last post was rejected">
          {post.reason}
        </Alert>
      ) : null}
      {post?.status === 'failed' && post.reason ? (
        <Alert variant="destructive" title="The last post could not be published">
          {post.reason}
        </Alert>
      ) : null}
      {adapter === 'sandbox' ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">{ADAPTER_COPY.sandbox.description}</p>
      ) : null}

      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          setFormError(null);
          mutation.mutate(values);
        })}
        className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      >
        <div className="flex flex-col gap-4">
          <FormField
            label="Headline"
            id="social-headline"
            required
            error={errors.headline?.message}
            hint={<Counter value={headline} max={LIMITS.socialHeadline} />}
          >
            <Input placeholder="e.g. 7 nights in Santorini from £1,249pp" {...register('headline')} />
          </FormField>
          <FormField
            label="Post text"
            id="social-text"
            required
            error={errors.text?.message}
            hint={<Counter value={text} max={LIMITS.socialText} />}
          >
            <Textarea rows={5} placeholder="What makes this holiday special?" {...register('text')} />
          </FormField>
          <FormField
            label="Story content"
            id="social-story"
            error={errors.story_content?.message}
            hint={
              <>
                Optional: a longer story shown under the post. <Counter value={story} max={LIMITS.socialStory} />
              </>
            }
          >
            <Textarea rows={4} placeholder="The day-by-day highlights, who it suits…" {...register('story_content')} />
          </FormField>
          {formError ? <p className="text-sm font-medium text-danger">{formError}</p> : null}
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-ink">Preview</p>
          <PostPreview
            pageName={brand.name}
            headline={headline ?? ''}
            text={text ?? ''}
            story={story ?? ''}
            quote={quote}
          />
        </div>
        <DialogFooter className="md:col-span-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!quote.is_published || mutation.isPending}>
            {mutation.isPending ? <Spinner className="text-current" /> : <Share2 aria-hidden />}
            {mutation.isPending ? 'Sending…' : status === 'pending' ? 'Update request' : 'Send for approval'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
