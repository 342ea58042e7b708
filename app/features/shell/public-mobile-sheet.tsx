import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { mobileMenuFor } from '@domain/access';
import { AGENT_HUB_ROLES, type Role } from '@domain/roles';
import { Button } from '~/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet';
import { track } from '~/features/analytics/analytics';
import { cn } from '~/lib/cn';
import { DefaultLogo } from './brand-logo';
import { agentHubPath, HEADER_LINKS, JOURNEY_LINKS, MEMBERSHIP_ANCHORS, showAgentHub } from './header-rules';

type MenuProps = {
  signedIn: boolean;
  role: Role | null;
  onNavigate: () => void;
  onSection: (id: string) => void;
  onSignIn: () => void;
  onSignOut: () => void;
};

/**
 * The public header's slide-in menu for small screens. Its own chunk (with the
 * dialog primitives), loaded the first time the menu opens (DESIGN 8).
 */
export default function PublicMobileSheet({
  open,
  onOpenChange,
  ...menu
}: MenuProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
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
        <PublicMobileMenu {...menu} />
      </SheetContent>
    </Sheet>
  );
}

const mobileLink =
  'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand';

function PublicMobileMenu(props: MenuProps) {
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
            <Link key={l.to} to={l.to} onClick={props.onNavigate} className={mobileLink} reloadDocument>
              {l.label}
            </Link>
          ))}
        </>
      )}
      <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">
        {signedIn ? (
          <>
            {showAgentHub(role) ? (
              <Button asChild size="lg">
                <Link to={agentHubPath(role)} onClick={props.onNavigate}>
                  <LayoutDashboard aria-hidden /> Agent Hub
                </Link>
              </Button>
            ) : null}
            <Button variant="outline" size="lg" onClick={props.onSignOut}>
              <LogOut aria-hidden /> Log Out
            </Button>
          </>
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
