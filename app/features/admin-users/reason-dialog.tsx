import { useState, type FormEvent, type ReactNode } from 'react';
import { PEOPLE_LIMITS } from '@domain/leads/people';
import { Alert } from '~/components/ui/alert';
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
import { Textarea } from '~/components/ui/textarea';
import { ApiError } from '~/lib/api';

/**
 * An admin action on someone's account: its own fields (children) and the
 * reason the audit log keeps. Stays open with the server's message on failure.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setReason('');
    setError(null);
    setFieldError(undefined);
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!reason.trim()) {
      setFieldError('Give a reason');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      reset();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fields?.reason) setFieldError(e.fields.reason);
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onClose();
        }
      }}
    >
      <DialogContent width={480}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(ev) => void submit(ev)} className="grid gap-4" noValidate>
          {children}
          <FormField
            label="Reason"
            id="admin-action-reason"
            required
            error={fieldError}
            hint="Kept in the account’s history."
          >
            <Textarea
              rows={2}
              maxLength={PEOPLE_LIMITS.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
              {busy ? 'Saving…' : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
