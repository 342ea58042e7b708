import { Calculator, Mail, Package, Puzzle } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { decideAccess, findRouteAccess } from '@domain/access';
import { Card, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useAuth } from '~/features/auth/auth-context';

type Tool = { path: string; title: string; about: string; icon: ComponentType<{ className?: string }> };

const TOOLS: readonly Tool[] = [
  {
    path: '/dashboard/tools/commission-calculator',
    title: 'Commission calculator',
    about:
      'What a booking earns you: commission on gross or net, VAT, the agency’s share and your earnings, for one booking or several at once.',
    icon: Calculator,
  },
  {
    path: '/dashboard/tools/holiday-package-calculator',
    title: 'Holiday package calculator',
    about:
      'Price a package from its parts: markup or target margin, price per person, deposit and balance with due dates, the ATOL contribution. Then turn it into a quote.',
    icon: Package,
  },
  {
    path: '/dashboard/tools/outlook-setup',
    title: 'Outlook setup',
    about: 'An e-mail signature in your branding, and a private calendar of your tasks, departures and balance dates.',
    icon: Mail,
  },
  {
    path: '/dashboard/tools/chrome-extension',
    title: 'Chrome extension',
    about: 'Save hotel pages and offers from any website into Captured content: make and revoke its access tokens.',
    icon: Puzzle,
  },
];

/** /dashboard/tools: the tools this role may use, each with what it is for. */
export default function ToolsPage() {
  const { role, hasActiveMembership } = useAuth();
  const mine = TOOLS.filter((t) => {
    const rule = findRouteAccess(t.path);
    return rule !== undefined && decideAccess(rule, { role, hasActiveMembership }) === 'allow';
  });
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted sm:text-base">Calculators and helpers for your day-to-day work.</p>
      {mine.length === 0 ? (
        <p className="text-sm text-muted">
          {role === 'onboarding'
            ? 'The calculators open once your onboarding is complete. Your training is the place to start.'
            : 'No tools are available to your role.'}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Tools">
          {mine.map((t) => (
            <li key={t.path}>
              <Card className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <t.icon aria-hidden className="size-5 text-brand" />
                    <Link to={t.path} className="after:absolute after:inset-0 focus:outline-none">
                      {t.title}
                    </Link>
                  </CardTitle>
                  <CardDescription>{t.about}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
