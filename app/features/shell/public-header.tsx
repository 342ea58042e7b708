import { ChevronDown, LayoutDashboard, LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { mobileMenuFor } from '@domain/access';
import { AGENT_HUB_ROLES } from '@domain/roles';
import { Button } from '~/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/components/ui/dropdown-menu';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet';
import { track } from '~/features/analytics/analytics';
import { useAuth } from '~/features/auth/auth-context';
import { cn } from '~/lib/cn';
import { useAuthDialog } from './auth-dialog';
import { DefaultLogo } from './brand-logo';
import {
  agentHubPath,
  HEADER_LINKS,
  isHeaderScrolled,
  JOURNEY_LINKS,
  MEMBERSHIP_ANCHORS,
  showAgentHub,
} from './header-rules';

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

const menuTriggerClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand data-[state=open]:bg-slate-100 data-[state=open]:text-brand cursor-pointer';

export function PublicHeader() {
  const { pathname } = useLocation();
  const { status, role, signOut } = useAuth();
  const dialog = useAuthDialog();
  const scrolled = useScrolled();
  const scrollTo = useScrollToSection();
  const [mobileOpen, setMobileOpen] = useState(false);
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
      <div className={cn('mx-auto flex max-w-7xl items-center gap-4 px-4 transition-[height] sm:px-6', scrolled ? 'h-14' : 'h-16')}>
        <Link to="/" className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand" aria-label="Home">
          <DefaultLogo />
        </Link>

        <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          <DropdownMenu>
            <DropdownMenuTrigger className={menuTriggerClass}>
              Membership <ChevronDown className="size-4" aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {MEMBERSHIP_ANCHORS.map((a) => (
                <DropdownMenuItem key={a.id} asChild>
                  <a
                    href={`/#${a.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      scrollTo(a.id);
                    }}
                  >
                    {a.label}
                  </a>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <DropdownMenu>
            <DropdownMenuTrigger className={menuTriggerClass}>
              Your Journey <ChevronDown className="size-4" aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {JOURNEY_LINKS.map((l) => (
                <DropdownMenuItem key={l.to} asChild>
                  <Link to={l.to}>{l.label}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          {HEADER_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navLinkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 lg:flex">
          {signedIn ? (
            <>
              {showAgentHub(role, pathname) ? (
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
              <Button variant="ghost" onClick={openSignIn}>
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

        <Button variant="ghost" size="icon" className="ml-auto lg:hidden" aria-label="Open menu" aria-expanded={mobileOpen} onClick={() => setMobileOpen(true)}>
          <Menu className="size-6!" aria-hidden />
        </Button>
      </div>

      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent aria-describedby="public-menu-description">
          <div className="border-b border-line px-4 py-4">
            <SheetTitle asChild>
              <div>
                <DefaultLogo />
              </div>
            </SheetTitle>
            <SheetDescription id="public-menu-description" className="sr-only">
              Site navigation
            </SheetDescription>
          </div>
          <PublicMobileMenu
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
        </SheetContent>
      </Sheet>
    </header>
  );
}

const mobileLink =
  'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand';

function PublicMobileMenu(props: {
  signedIn: boolean;
  role: ReturnType<typeof useAuth>['role'];
  onNavigate: () => void;
  onSection: (id: string) => void;
  onSignIn: () => void;
  onSignOut: () => void;
}) {
  const { signedIn, role } = props;
  const roleMenu = signedIn && role && AGENT_HUB_ROLES.includes(role) ? mobileMenuFor(role) : [];
  return (
    <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 p-3">
      {roleMenu.length > 0 ? (
        roleMenu.map((entry) =>
          entry.children ? (
            <div key={entry.label} className="py-1">
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{entry.label}</p>
              {entry.children.map((c) => (
                <Link key={c.path} to={c.path} onClick={props.onNavigate} className={cn(mobileLink, 'pl-5')}>
                  {c.label}
                </Link>
              ))}
            </div>
          ) : entry.path ? (
            <Link key={entry.label} to={entry.path} onClick={props.onNavigate} className={mobileLink}>
              {entry.label}
            </Link>
          ) : null,
        )
      ) : (
        <>
          <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">Membership</p>
          {MEMBERSHIP_ANCHORS.map((a) => (
            <a
              key={a.id}
              href={`/#${a.id}`}
              className={cn(mobileLink, 'pl-5')}
              onClick={(e) => {
                e.preventDefault();
                props.onSection(a.id);
              }}
            >
              {a.label}
            </a>
          ))}
          <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">Your Journey</p>
          {JOURNEY_LINKS.map((l) => (
            <Link key={l.to} to={l.to} onClick={props.onNavigate} className={cn(mobileLink, 'pl-5')}>
              {l.label}
            </Link>
          ))}
          <div className="my-2 h-px bg-line" />
          {HEADER_LINKS.map((l) => (
            <Link key={l.to} to={l.to} onClick={props.onNavigate} className={mobileLink}>
              {l.label}
            </Link>
          ))}
        </>
      )}
      <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">
        {signedIn ? (
          <Button variant="outline" size="lg" onClick={props.onSignOut}>
            <LogOut aria-hidden /> Log Out
          </Button>
        ) : (
          <>
            <Button variant="outline" size="lg" onClick={props.onSignIn}>
              Sign In
            </Button>
            <SheetClose asChild>
              <Button asChild size="lg" className="bg-accent-teal-dark hover:bg-[#157068]">
                <Link to="/agent-signup" onClick={() => track('join_today_click', { location: 'mobile-menu' })}>
                  Join Today
                </Link>
              </Button>
            </SheetClose>
          </>
        )}
      </div>
    </nav>
  );
}
