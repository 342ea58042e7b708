import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangeEmailRequestSchema } from '@domain/schemas/auth';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { changeEmail } from './api';
import { applyApiErrors } from './apply-api-errors';

type EmailChange = z.input<typeof ChangeEmailRequestSchema>;
type EmailChangeOut = z.output<typeof ChangeEmailRequestSchema>;
const FIELDS = ['email', 'currentPassword'] as const;

/** Starts an e-mail change (POST /api/me/email); it completes from the link sent to the new address. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailChange, unknown, EmailChangeOut>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: { email: '', currentPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPending(null);
    if (values.email === currentEmail.toLowerCase()) {
      setError('email', { message: 'This is already your e-mail address' });
      return;
    }
    try {
      const res = await changeEmail(values);
      setPending(res.pendingEmail);
      reset({ email: '', currentPassword: '' });
    } catch (e) {
      setFormError(applyApiErrors(e, FIELDS, setError));
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Change e-mail">
        <CardHeader>
          <CardTitle>E-mail address</CardTitle>
          <CardDescription>
            You sign in with <strong className="break-all text-ink">{currentEmail}</strong>. To change it, we send a
            confirmation link to the new address.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {pending ? (
            <Alert variant="success" title="Check your new inbox" className="sm:col-span-2">
              We sent a confirmation link to {pending}. Your e-mail address changes once you open it.
            </Alert>
          ) : null}
          {formError ? (
            <Alert variant="destructive" className="sm:col-span-2">
              {formError}
            </Alert>
          ) : null}
          <FormField label="New e-mail address" id="profile-new-email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField
            label="Current password"
            id="profile-email-password"
            error={errors.currentPassword?.message}
            required
          >
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="text-current" /> : null}
            Send confirmation link
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
