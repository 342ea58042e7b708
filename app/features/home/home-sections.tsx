import { Check } from 'lucide-react';
import { formatPence } from '@domain/formats';
import { BENEFITS, COMMISSION_EXAMPLE, ONBOARDING_STEPS } from './home-content';
import { SectionHeading } from './section-heading';

/** Anchored sections sit under the fixed public header when scrolled to. */
export const ANCHOR_CLASS = 'scroll-mt-20';

export function OnboardingSection() {
  return (
    <section id="onboarding" aria-labelledby="onboarding-title" className={`${ANCHOR_CLASS} py-16 sm:py-24`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="onboarding-title"
          eyebrow="Membership onboarding"
          title="From sign-up to first sale in four steps"
        >
          We guide every new agent personally, whether you have sold holidays for twenty years or never before.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ONBOARDING_STEPS.map((step, i) => (
            <li key={step.title} className="relative rounded-xl border border-line bg-surface p-6 shadow-sm">
              <span
                aria-hidden
                className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-brand-foreground"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function BenefitsSection() {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className={`${ANCHOR_CLASS} bg-surface py-16 sm:py-24`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="benefits-title" eyebrow="Benefits" title="Everything a high-street agency has, at home">
          Your name on the quotes, our strength behind every booking.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-line bg-canvas p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent-teal/15 text-accent-teal-dark">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CommissionSection() {
  const { bookingPence, commissionRate, agentShare } = COMMISSION_EXAMPLE;
  const commission = Math.round(bookingPence * commissionRate);
  const yours = Math.round(commission * agentShare);
  const rows: [string, string][] = [
    ['Family holiday to Majorca, 7 nights', formatPence(bookingPence)],
    [`Supplier commission (${Math.round(commissionRate * 100)}%)`, formatPence(commission)],
    [`Your share (${Math.round(agentShare * 100)}%)`, formatPence(yours)],
  ];
  return (
    <section id="commission" aria-labelledby="commission-title" className={`${ANCHOR_CLASS} py-16 sm:py-24`}>
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-teal-dark uppercase">Commission</p>
          <h2 id="commission-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Keep up to 70% of every commission
          </h2>
          <p className="mt-4 text-lg text-muted">
            Commission is paid monthly, straight to your bank account, with a clear statement of every booking. No
            deductions for using our systems, suppliers or support.
          </p>
          <ul className="mt-6 space-y-3">
            {[
              'Paid monthly once the customer travels',
              'Live commission tracking in your dashboard',
              'Higher splits as your sales grow',
            ].map((t) => (
              <li key={t} className="flex items-start gap-3 text-ink">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-lg shadow-brand/5 sm:p-8">
          <h3 className="text-base font-semibold text-ink">What one booking can earn you</h3>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">Example commission on one booking</caption>
            <tbody className="divide-y divide-line">
              {rows.map(([label, value], i) => (
                <tr key={label} className={i === rows.length - 1 ? 'text-base font-bold text-brand' : 'text-ink'}>
                  <th
                    scope="row"
                    className={i === rows.length - 1 ? 'py-3 pr-4 text-left' : 'py-3 pr-4 text-left font-normal'}
                  >
                    {label}
                  </th>
                  <td className="py-3 text-right tabular-nums">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-xs text-muted">Example only. Commission rates vary by supplier and product.</p>
        </div>
      </div>
    </section>
  );
}
