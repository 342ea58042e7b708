import { ArrowRight, Compass, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const PATHS = [
  {
    to: '/new-to-travel',
    icon: Compass,
    title: 'New to travel',
    text: 'Never sold a holiday? Our academy, mentors and ready-made quotes make your first booking feel easy.',
    cta: 'Start as a new agent',
  },
  {
    to: '/experienced-agents',
    icon: Plane,
    title: 'Experienced agents',
    text: 'Bring your clients and your know-how. Get better splits, modern tools and your own brand.',
    cta: 'Move your business across',
  },
] as const;

/** The 'Your Journey' teaser: two ways in, for newcomers and for experienced agents. */
export function JourneySection() {
  return (
    <section
      id="your-journey"
      aria-labelledby="journey-title"
      className="scroll-mt-20 bg-brand py-16 text-brand-foreground sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="[&_h2]:text-white [&_p]:text-white/80">
          <SectionHeading id="journey-title" eyebrow="Your Journey" title="Wherever you are starting from">
            Two paths, one team behind you. Pick the one that sounds like you.
          </SectionHeading>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {PATHS.map(({ to, icon: Icon, title, text, cta }) => (
            <Link
              key={to}
              to={to}
              className="group flex flex-col rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 transition hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:p-8"
            >
              <Icon aria-hidden className="size-8 text-accent-teal" />
              <h3 className="mt-4 text-xl font-semibold text-white">{title}</h3>
              <p className="mt-2 flex-1 text-white/80">{text}</p>
              <span className="mt-6 inline-flex items-center gap-2 font-semibold text-white">
                {cta}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
