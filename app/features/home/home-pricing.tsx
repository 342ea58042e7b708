import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { PLANS } from './home-content';
import { SectionHeading } from './section-heading';

/** The Pricing section (anchor "membership", SPEC 2). */
export function PricingSection({ onJoin }: { onJoin: () => void }) {
  return (
    <section id="membership" aria-labelledby="membership-title" className="scroll-mt-20 bg-surface py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="membership-title" eyebrow="Pricing" title="Simple monthly membership">
          No set-up fee, no contract. Prices include VAT.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-6 sm:p-8',
                plan.highlighted ? 'border-brand shadow-xl shadow-brand/10 ring-1 ring-brand' : 'border-line shadow-sm',
              )}
            >
              {plan.highlighted ? (
                <Badge className="absolute -top-3 left-6 bg-brand text-brand-foreground">Most popular</Badge>
              ) : null}
              <h3 className="text-lg font-semibold text-ink">{plan.name}</h3>
              <p className="mt-1 text-sm text-muted">{plan.blurb}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-bold tracking-tight text-ink">
                  {formatPence(plan.pricePence).replace(/\.00$/, '')}
                </span>
                <span className="text-sm text-muted">{plan.period}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2 text-ink">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    {f}
                  </li>
                ))}
              </ul>
              <Link
                to={`/join/new?plan=${plan.id}`}
                onClick={onJoin}
                className={buttonClasses(plan.highlighted ? 'default' : 'outline', 'lg', 'mt-8 w-full')}
              >
                Join Today
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
