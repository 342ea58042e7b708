import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router';
import heroUrl from '~/assets/hero-journey.svg';
import { Button } from '~/components/ui/button';

export function HomeHero({
  brandName,
  onSignIn,
  onJoin,
}: {
  brandName: string;
  onSignIn: () => void;
  onJoin: () => void;
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-soft to-canvas"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-2 md:pt-20 md:pb-24">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand shadow-sm">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
            The UK host agency for home-based travel agents
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">
            Build the travel business <span className="text-brand">you have always wanted</span>
          </h1>
          <p className="max-w-xl text-lg text-slate-700">
            Join {brandName} and sell holidays from home with our ATOL protection, trade rates from hundreds of
            suppliers, branded quotes and a support team that has your back.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/agent-signup" onClick={onJoin}>
                Join Today
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={onSignIn}>
              Sign In
            </Button>
          </div>
          <dl className="grid max-w-md grid-cols-3 gap-4 pt-2">
            {[
              ['Monthly', 'no contract'],
              ['£0', 'set-up fee'],
              ['7 days', 'UK support'],
            ].map(([value, label]) => (
              <div key={label}>
                <dt className="sr-only">{label}</dt>
                <dd className="text-2xl font-bold text-ink">{value}</dd>
                <dd className="text-sm text-muted">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src={heroUrl}
          alt="A plane flying over a sunny coastline"
          width={560}
          height={440}
          fetchPriority="high"
          className="mx-auto w-full max-w-lg rounded-[28px] shadow-xl shadow-brand/10"
        />
      </div>
    </section>
  );
}
