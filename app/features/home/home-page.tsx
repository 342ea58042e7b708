import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { track } from '~/features/analytics/analytics';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { usePublicConfig } from '~/lib/config';
import { FaqSection } from './home-faq';
import { HomeHero } from './home-hero';
import { JourneySection } from './home-journey';
import { PricingSection } from './home-pricing';
import { BenefitsSection, CommissionSection, OnboardingSection } from './home-sections';

/** The public home page: the marketing site's front door (SPEC 1, 2). */
export default function HomePage() {
  const { brand } = usePublicConfig();
  const dialog = useAuthDialog();
  const signIn = () => {
    track('sign_in_click', { location: 'home' });
    dialog.open('sign-in');
  };
  const join = () => track('join_today_click', { location: 'home' });

  return (
    <div>
      <HomeHero brandName={brand.name} onSignIn={signIn} onJoin={join} />
      <OnboardingSection />
      <BenefitsSection />
      <CommissionSection />
      <JourneySection />
      <PricingSection onJoin={join} />
      <FaqSection />
      <section aria-labelledby="cta-title" className="bg-gradient-to-r from-brand to-accent-teal-dark py-16">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 text-center sm:px-6">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Ready to start your travel business?
          </h2>
          <p className="text-lg text-white/85">Talk to us today and be sending branded quotes within a fortnight.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link to="/agent-signup" onClick={join}>
                Join Today
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
              onClick={signIn}
            >
              Sign In
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
