import { lazy, Suspense } from 'react';
import { ROLE_LABEL } from '@domain/roles';
import { formatLongDate } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';

// Branding brings the quote preview and the font picker: loaded after the details.
const BrandingSettings = lazy(() => import('~/features/branding/branding-settings'));

/** /dashboard/profile: name, phone, agency, e-mail and password. */
export default function ProfilePage() {
  const { profile, user, refreshProfile } = useAuth();
  if (!profile || !user) return <LoadingBlock text="Loading profile data..." />;
  return (
    <div className="space-y-6">
      <div className="max-w-3xl space-y-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <Badge variant="secondary">{ROLE_LABEL[profile.role]}</Badge>
          <span>Member since {formatLongDate(user.createdAt)}</span>
        </div>
        {/* The key remounts the form with fresh defaults when the profile changes elsewhere. */}
        <DetailsForm key={profile.updated_at} profile={profile} onSaved={refreshProfile} />
        <EmailForm currentEmail={profile.email} />
        <PasswordForm />
      </div>
      {/* Wider than the forms above: the settings sit beside their live preview. */}
      <div className="max-w-6xl">
        <Suspense fallback={<LoadingBlock text="Loading..." />}>
          <BrandingSettings />
        </Suspense>
      </div>
    </div>
  );
}
