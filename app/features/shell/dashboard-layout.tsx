import { ChevronsUpDown, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Sparkles, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useMatch } from 'react-router';
import { isPageTitleHidden, pageTitle, sidebarFor, type SidebarItem } from '@domain/access';
import { ROLE_LABEL } from '@domain/roles';
import { Button } from '~/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet';
import { Tooltip } from '~/components/ui/tooltip';
import { useAuth } from '~/features/auth/auth-context';
import { BasketOutlet } from '~/features/basket/basket-outlet';
import { cn } from '~/lib/cn';
import { usePublicConfig } from '~/lib/config';
import { BrandLogo } from './brand-logo';
import { FeedbackDialog } from './feedback-dialog';
import { PageTitleContext } from './page-title';
import { SIDEBAR_ICONS } from './sidebar-icons';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebar-state';

function initials(
  first: string | null | undefined,
  last: string | null | undefined,
  email: string | null | undefined,
): string {
  const a = (first ?? '').trim().charAt(0);
  const b = (last ?? '').trim().charAt(0);
  return (a + b || (email ?? '?').charAt(0)).toUpperCase();
}

function SidebarLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: SidebarItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const end = item.path === '/dashboard' || item.path === '/dashboard/admin';
  // A string className (not NavLink's function) so the tooltip's Slot can merge props.
  const isActive = useMatch({ path: item.path, end }) !== null;
  const Icon = SIDEBAR_ICONS[item.icon];
  return (
    <Tooltip content={item.label} disabled={!collapsed}>
      <Link
        to={item.path}
        onClick={onNavigate}
        aria-label={collapsed ? item.label : undefined}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          'flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
          collapsed && 'justify-center px-0',
          isActive ? 'bg-brand text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
        )}
      >
        <Icon aria-hidden className="size-[18px] shrink-0" />
        {collapsed ? null : <span className="truncate">{item.label}</span>}
      </Link>
    </Tooltip>
  );
}

function NavItems({
  items,
  collapsed,
  onNavigate,
}: {
  items: readonly SidebarItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => (
        <li key={item.path}>
          <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function AccountMenu({ collapsed }: { collapsed: boolean }) {
  const { profile, user, role, signOut } = useAuth();
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || user?.email || 'Account';
  const trigger = (
    <DropdownMenuTrigger
      aria-label="Account menu"
      className={cn(
        'flex w-full items-center gap-3 rounded-md p-2 text-left transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand data-[state=open]:bg-slate-100',
        collapsed && 'justify-center',
      )}
    >
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand"
      >
        {initials(profile?.first_name, profile?.last_name, user?.email)}
      </span>
      {collapsed ? null : (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-ink">{name}</span>
            <span className="block truncate text-xs text-muted">{role ? ROLE_LABEL[role] : ''}</span>
          </span>
          <ChevronsUpDown aria-hidden className="size-4 text-muted" />
        </>
      )}
    </DropdownMenuTrigger>
  );
  return (
    <DropdownMenu>
      {trigger}
      <DropdownMenuContent side={collapsed ? 'right' : 'top'} align={collapsed ? 'end' : 'start'} className="w-56">
        <DropdownMenuLabel className="truncate">{user?.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard/profile">
            <UserRound aria-hidden /> Profile Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function SidebarHeader({ collapsed }: { collapsed: boolean }) {
  const { profile, isAdmin } = useAuth();
  return (
    <Link
      to={isAdmin ? '/dashboard/admin' : '/dashboard'}
      className={cn(
        'flex items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
        collapsed && 'justify-center',
      )}
    >
      {/* A wide agency logo keeps its shape beside the label; collapsed, it fits the icon column. */}
      <BrandLogo
        logoUrl={profile?.brand_logo_url}
        compact={collapsed || !profile?.brand_logo_url}
        className={collapsed ? undefined : 'max-w-28'}
      />
      {collapsed ? null : (
        <span className="text-lg font-semibold tracking-tight text-ink">{isAdmin ? 'Admin' : 'Dashboard'}</span>
      )}
    </Link>
  );
}

/** The signed-in area's frame (SPEC 2): sidebar or mobile top bar, page title, outlet. */
export function DashboardLayout() {
  const { pathname } = useLocation();
  const { role, isAdmin } = useAuth();
  const { brand } = usePublicConfig();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const items = sidebarFor(role, brand.prefix);
  // A page may name itself from its data (a quote's title); otherwise the address names it.
  const [ownTitle, setOwnTitle] = useState<string | null>(null);
  const title = ownTitle ?? pageTitle(pathname);

  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    document.title = `${title || 'Dashboard'} · ${brand.name}`;
  }, [title, brand.name]);

  const toggle = () => {
    setCollapsed((c) => {
      writeSidebarCollapsed(!c);
      return !c;
    });
  };

  const featuresButton = (wide: boolean, onClick: () => void) => (
    <Tooltip content="New Features" disabled={wide}>
      <Button
        variant="secondary"
        className={cn('w-full', !wide && 'px-0')}
        onClick={onClick}
        aria-label={wide ? undefined : 'New Features'}
      >
        <Sparkles aria-hidden /> {wide ? 'New Features' : null}
      </Button>
    </Tooltip>
  );

  return (
    <div className="min-h-dvh bg-canvas lg:flex">
      <aside
        aria-label="Sidebar"
        data-collapsed={collapsed ? 'true' : 'false'}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-200 lg:flex',
          collapsed ? 'w-[76px]' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center border-b border-line', collapsed ? 'justify-center px-2' : 'px-4')}>
          <SidebarHeader collapsed={collapsed} />
        </div>
        <nav aria-label="Dashboard" className="flex-1 overflow-y-auto p-3">
          <NavItems items={items} collapsed={collapsed} />
        </nav>
        <div className="flex flex-col gap-2 border-t border-line p-3">
          {featuresButton(!collapsed, () => setFeedbackOpen(true))}
          <AccountMenu collapsed={collapsed} />
          <Tooltip content={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} disabled={!collapsed}>
            <Button
              variant="ghost"
              size="sm"
              onClick={toggle}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-pressed={collapsed}
              className={cn('w-full text-muted', collapsed ? 'px-0' : 'justify-start')}
            >
              {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
              {collapsed ? null : 'Collapse'}
            </Button>
          </Tooltip>
        </div>
      </aside>

      <div className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-line bg-surface px-3 lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
        >
          <Menu className="size-6!" aria-hidden />
        </Button>
        <SidebarHeader collapsed={false} />
      </div>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent aria-describedby="dashboard-menu-description">
          <div className="flex h-14 items-center border-b border-line px-4">
            <SheetTitle className="text-lg font-semibold">{isAdmin ? 'Admin' : 'Dashboard'}</SheetTitle>
            <SheetDescription id="dashboard-menu-description" className="sr-only">
              Dashboard navigation
            </SheetDescription>
          </div>
          <nav aria-label="Dashboard mobile" className="flex-1 p-3">
            <NavItems items={items} collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </nav>
          <div className="flex flex-col gap-2 border-t border-line p-3">
            {featuresButton(true, () => {
              setMobileOpen(false);
              setFeedbackOpen(true);
            })}
            <AccountMenu collapsed={false} />
          </div>
        </SheetContent>
      </Sheet>

      <main id="main" className="min-w-0 flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {isPageTitleHidden(pathname) || !title ? null : (
            // A long opaque segment (a supplier's rate reference) stays on one line, cut with an ellipsis; hover shows it whole.
            <h1 title={title} className="mb-6 truncate text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
              {title}
            </h1>
          )}
          <PageTitleContext.Provider value={setOwnTitle}>
            <BasketOutlet />
          </PageTitleContext.Provider>
        </div>
      </main>
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </div>
  );
}
