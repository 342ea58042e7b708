import { LayoutDashboard, LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { track } from '~/features/analytics/analytics';
import { useAuth } from '~/features/auth/auth-context';
import { cn } from '~/lib/cn';
import { preloadAuthDialog, useAuthDialog } from './auth-dialog';
import { DefaultLogo } from './brand-logo';
import { HeaderMenu, headerMenuItemClass } from './header-menu';
import {
  agentHubPath,
  HEADER_LINKS,
  isHeaderScrolled,
  JOURNEY_LINKS,
  MEMBERSHIP_ANCHORS,
  showAgentHub,
} from './header-rules';

const loadMobileSheet = () => import('./public-mobile-sheet');
const PublicMobileSheet = lazy(loadMobileSheet);

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && isHeaderScrolled(window.scrollY));
  useEffect(() => {
    const onScroll = () => setScrolled(isHeaderScrolled(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

/** Smooth-scrolls to a home-page section, going home first when elsewhere. */
function useScrollToSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (id: string) => {
    if (pathname === '/') {
      const el = document.getElementById(id);
      if (el) {
        el.scrollIntoView({ behavior: 'smooth', block: 'start' });
        window.history.replaceState(window.history.state, '', `#${id}`);
        return;
      }
    }
    navigate(`/#${id}`);
  };
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
    isActive ? 'text-brand' : 'text-slate-700',
  );

export function PublicHeader() {
  const { status, role, signOut } = useAuth();
  const dialog = useAuthDialog();
  const scrolled = useScrolled();
  const scrollTo = useScrollToSection();
  const [mobileOpen, setMobileOpen] = useState(false);
  // The mobile menu's code loads on its first opening and then stays mounted.
  const [mobileLoaded, setMobileLoaded] = useState(false);
  const signedIn = status === 'signed-in';

  const openSignIn = () => {
    track('sign_in_click', { location: 'header' });
    setMobileOpen(false);
    dialog.open('sign-in');
  };

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 w-full transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'border-b border-line bg-white/95 shadow-sm backdrop-blur' : 'border-b border-transparent bg-white',
      )}
    >
      <div
        className={cn(
          // Tighter on phones, so logo, Agent Hub and the menu button fit 390 px.
          'mx-auto flex max-w-7xl items-center gap-2 px-4 transition-[height] sm:gap-4 sm:px-6',
          scrolled ? 'h-14' : 'h-16',
        )}
      >
        <Link
          to="/"
          className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          aria-label="Home"
        >
          <DefaultLogo />
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          <HeaderMenu label="Membership">
            {MEMBERSHIP_ANCHORS.map((a) => (
              <a
                key={a.id}
                href={`/#${a.id}`}
                className={headerMenuItemClass}
                onClick={(e) => {
                  e.preventDefault();
                  scrollTo(a.id);
                }}
              >
                {a.label}
              </a>
            ))}
          </HeaderMenu>
          <HeaderMenu label="Your Journey">
            {JOURNEY_LINKS.map((l) => (
              <Link key={l.to} to={l.to} className={headerMenuItemClass}>
                {l.label}
              </Link>
            ))}
          </HeaderMenu>
          {HEADER_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass} reloadDocument>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 lg:flex">
          {signedIn ? (
            <>
              {showAgentHub(role) ? (
                <Button asChild>
                  <Link to={agentHubPath(role)}>
                    <LayoutDashboard aria-hidden /> Agent Hub
                  </Link>
                </Button>
              ) : null}
              <Button variant="outline" onClick={() => void signOut()}>
                <LogOut aria-hidden /> Log Out
              </Button>
            </>
          ) : status === 'loading' ? (
            <span className="h-10 w-44" aria-hidden />
          ) : (
            <>
              <Button
                variant="ghost"
                onClick={openSignIn}
                onPointerEnter={preloadAuthDialog}
                onFocus={preloadAuthDialog}
              >
                Sign In
              </Button>
              <Button asChild className="bg-accent-teal-dark hover:bg-[#157068]">
                <Link to="/agent-signup" onClick={() => track('join_today_click', { location: 'header' })}>
                  Join Today
                </Link>
              </Button>
            </>
          )}
        </div>

        {signedIn && showAgentHub(role) ? (
          // On phones the bar keeps Agent Hub beside the menu button; wide screens show it above.
          <Button asChild size="sm" className="ml-auto lg:hidden">
            <Link to={agentHubPath(role)}>
              <LayoutDashboard aria-hidden className="max-sm:hidden" /> Agent Hub
            </Link>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className={cn('lg:hidden', signedIn && showAgentHub(role) ? '' : 'ml-auto')}
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          onPointerDown={() => void loadMobileSheet()}
          onClick={() => {
            setMobileLoaded(true);
            setMobileOpen(true);
          }}
        >
          <Menu className="size-6!" aria-hidden />
        </Button>
      </div>

      {mobileLoaded ? (
        <Suspense fallback={null}>
          <PublicMobileSheet
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            signedIn={signedIn}
            role={role}
            onNavigate={() => setMobileOpen(false)}
            onSection={(id) => {
              setMobileOpen(false);
              scrollTo(id);
            }}
            onSignIn={openSignIn}
            onSignOut={() => {
              setMobileOpen(false);
              void signOut();
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
