import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { JoinDetailsFormSchema, type JoinDetailsForm } from '@domain/join/schema';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { AuthCard } from '~/features/auth/pages/auth-card';
import { ApiError } from '~/lib/api';
import { aiToolSignUp } from './api';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'agencyName', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/**
 * /ai-tool-signup: a free explorer account for the AI quote tool (SPEC 6),
 * with the SPEC 5 sign-up rules; the visitor also becomes a lead ("AI quote
 * tool") the membership team can follow up.
 */
export default function AiToolSignUpPage() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinDetailsForm>({
    resolver: zodResolver(JoinDetailsFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      agencyName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await aiToolSignUp(values);
      navigate('/verify-email', { state: { email: res.email } });
    } catch (e) {
      if (e instanceof ApiError) {
        for (const [field, message] of Object.entries(e.fields ?? {})) if (isField(field)) setError(field, { message });
        setFormError(
          e.fields && Object.keys(e.fields).length > 0 ? 'Please correct the highlighted fields.' : e.message,
        );
      } else {
        setFormError('Sign-up failed. Please try again.');
      }
    }
  });

  return (
    <AuthCard
      icon={Sparkles}
      title="Try the AI quote tool free"
      description="Create a free explorer account to turn supplier text into a polished holiday quote."
      wide
      footer={
        <>
          Want the full agent toolkit?{' '}
          <Link to="/join/new" className="font-medium text-brand underline-offset-4 hover:underline">
            Join as a member
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Create explorer account" className="flex flex-col gap-4">
        {formError ? <Alert variant="destructive" title={formError} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" id="ai-first-name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label="Last name" id="ai-last-name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </div>
        <FormField label="Phone number" id="ai-phone" error={errors.phoneNumber?.message} required>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phoneNumber')} />
        </FormField>
        <FormField label="Agency name" id="ai-agency" error={errors.agencyName?.message} hint="Optional.">
          <Input autoComplete="organization" {...register('agencyName')} />
        </FormField>
        <FormField label="Email" id="ai-email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Password"
            id="ai-password"
            error={errors.password?.message}
            hint="At least 8 characters."
            required
          >
            <Input type="password" autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm password" id="ai-confirm-password" error={errors.confirmPassword?.message} required>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner className="text-current" /> : null}
          {isSubmitting ? 'Creating account...' : 'Create free account'}
        </Button>
      </form>
    </AuthCard>
  );
}
