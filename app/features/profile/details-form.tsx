import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ProfileDto } from '@domain/api';
import { ProfileUpdateSchema, type ProfileUpdate } from '@domain/schemas/auth';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/use-toast';
import { updateProfile } from './api';
import { applyApiErrors } from './apply-api-errors';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'agencyName'] as const;

/** Name, phone and agency (PATCH /api/me/profile). */
export function DetailsForm({ profile, onSaved }: { profile: ProfileDto; onSaved: () => Promise<void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileUpdate, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: {
      firstName: profile.first_name ?? '',
      lastName: profile.last_name ?? '',
      phoneNumber: profile.phone_number ?? '',
      agencyName: profile.agency_name ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const me = await updateProfile(values);
      reset({
        firstName: me.profile.first_name ?? '',
        lastName: me.profile.last_name ?? '',
        phoneNumber: me.profile.phone_number ?? '',
        agencyName: me.profile.agency_name ?? '',
      });
      await onSaved();
      toast({ title: 'Profile updated', description: 'Your details have been saved.' });
    } catch (e) {
      setFormError(applyApiErrors(e, FIELDS, setError));
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Personal details">
        <CardHeader>
          <CardTitle>Personal details</CardTitle>
          <CardDescription>How you appear to customers and to our team.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {formError ? (
            <Alert variant="destructive" className="sm:col-span-2">
              {formError}
            </Alert>
          ) : null}
          <FormField label="First name" id="profile-first-name" error={errors.firstName?.message} required>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label="Last name" id="profile-last-name" error={errors.lastName?.message} required>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
          <FormField label="Phone number" id="profile-phone" error={errors.phoneNumber?.message} required>
            <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />
          </FormField>
          <FormField
            label="Agency name"
            id="profile-agency"
            error={errors.agencyName?.message}
            hint="Leave blank if you have not chosen one yet."
          >
            <Input autoComplete="organization" {...register('agencyName')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <Spinner className="text-current" /> : null}
            Save details
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
