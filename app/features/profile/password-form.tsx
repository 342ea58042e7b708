import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordFormSchema } from '@domain/schemas/auth';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { changePassword } from './api';
import { applyApiErrors } from './apply-api-errors';

type PasswordChange = z.input<typeof ChangePasswordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Changes the password (POST /api/me/password). */
export function PasswordForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    setDone(false);
    try {
      await changePassword({ currentPassword, newPassword });
      reset();
      setDone(true);
    } catch (e) {
      setFormError(applyApiErrors(e, FIELDS, setError));
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>
            At least 8 characters. Other devices are signed out; this one stays signed in.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {done ? (
            <Alert variant="success" className="sm:col-span-3">
              Your password has been changed.
            </Alert>
          ) : null}
          {formError ? (
            <Alert variant="destructive" className="sm:col-span-3">
              {formError}
            </Alert>
          ) : null}
          <FormField
            label="Current password"
            id="profile-current-password"
            error={errors.currentPassword?.message}
            required
          >
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <FormField label="New password" id="profile-new-password" error={errors.newPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField
            label="Confirm new password"
            id="profile-confirm-password"
            error={errors.confirmPassword?.message}
            required
          >
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="text-current" /> : null}
            Change password
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
