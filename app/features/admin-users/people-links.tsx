import { ArrowRight, BadgePoundSterling, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';

const LINKS = [
  { to: '/dashboard/admin/users', label: 'Users', hint: 'Roles, memberships and access', icon: Users },
  {
    to: '/dashboard/admin/quotes-agent',
    label: 'Quote agents',
    hint: 'Memberships, renewals, quotes',
    icon: BadgePoundSterling,
  },
  { to: '/dashboard/admin/leads', label: 'Leads', hint: 'Interest to follow up', icon: UserPlus },
] as const;

/** The admin home's way into the people pages (the sidebar of SPEC 2 lists only Leads). */
export function PeopleLinks() {
  return (
    <nav aria-label="People" className="grid gap-3 sm:grid-cols-3">
      {LINKS.map(({ to, label, hint, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="group flex items-center gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <span aria-hidden className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
            <Icon className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-ink">{label}</span>
            <span className="block truncate text-xs text-muted">{hint}</span>
          </span>
          <ArrowRight aria-hidden className="size-4 text-muted group-hover:text-brand" />
        </Link>
      ))}
    </nav>
  );
}
