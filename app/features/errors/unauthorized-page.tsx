import { ShieldAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ROLE_LABEL } from '@domain/roles';
import { Button, buttonClasses } from '~/components/ui/button';
import { useAuth } from '~/features/auth/auth-context';
import { homeForRole } from './home-for-role';

/** Where the guard sends a signed-in user whose role may not open a page (SPEC 6). */
export default function UnauthorizedPage() {
  const { role, status } = useAuth();
  const navigate = useNavigate();
  const home = homeForRole(role);
  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-danger">
          <ShieldAlert aria-hidden className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-ink">You don’t have access to this page</h1>
        <p className="mt-3 text-muted">
          {status === 'signed-in' && role
            ? `Your account (${ROLE_LABEL[role]}) is not allowed to open that page.`
            : 'That page is only for signed-in team members with the right access.'}{' '}
          If you think this is a mistake, ask your administrator to check your role.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={home.path} className={buttonClasses('default', 'md')}>
            {home.label}
          </Link>
          <Button variant="outline" onClick={() => navigate(-1)}>
            Go back
          </Button>
        </div>
      </div>
    </div>
  );
}
