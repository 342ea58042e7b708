import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS } from '@domain/limits';
import { SocialPostRejectSchema, type SocialPostDto, type SocialPostReject } from '@domain/schemas/social';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Spinner } from '~/components/ui/spinner';
import { Textarea } from '~/components/ui/textarea';
import { toast } from '~/components/ui/use-toast';
import { applyApiErrors } from '~/features/profile/apply-api-errors';
import { rejectPost, socialKeys } from './api';

/** Rejecting needs a reason: the agent sees it in their Post to Facebook dialog. */
export function RejectDialog({
  post,
  open,
  onOpenChange,
}: {
  post: SocialPostDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<SocialPostReject>({ resolver: zodResolver(SocialPostRejectSchema), defaultValues: { reason: '' } });
  const reason = useWatch({ control, name: 'reason' });
  const mutation = useMutation({
    mutationFn: (values: SocialPostReject) => rejectPost(post.id, values.reason),
    onSuccess: () => {
      toast({ title: 'Post rejected', description: `${post.agent.name} will see your reason.` });
      reset({ reason: '' });
      onOpenChange(false);
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (e) => {
      const message = applyApiErrors<SocialPostReject>(e, ['reason'], setError);
      if (message) toast({ title: message, variant: 'destructive' });
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`reject-${post.id}-description`}>
        <DialogHeader>
          <DialogTitle>Reject this post?</DialogTitle>
          <DialogDescription id={`reject-${post.id}-description`}>
            “{post.headline}” by {post.agent.name}. Tell the agent what to change.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))} className="flex flex-col gap-4">
          <FormField
            label="Reason"
            id={`reject-${post.id}-reason`}
            required
            error={errors.reason?.message}
            hint={`${(reason ?? '').length} / ${LIMITS.socialRejectReason} characters`}
          >
            <Textarea
              rows={4}
              placeholder="e.g. Please add the price per person to the headline."
              {...register('reason')}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner className="text-current" /> : null}
              Reject post
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
