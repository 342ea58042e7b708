import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DeferredToaster } from '~/components/ui/deferred-toaster';
import { installDataRefresh } from '~/features/analytics/data-refresh';
import { AuthProvider } from '~/features/auth/auth-context';
import { ChatIdentity } from '~/features/chat/chat-identity';
import { AuthDialogProvider } from '~/features/shell/auth-dialog';
import { usePublicConfig } from '~/lib/config';

/** A thin bar while a lazy route or loader is on its way. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-soft"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  );
}

function DataRefresh() {
  const { brand } = usePublicConfig();
  useEffect(() => installDataRefresh(brand.prefix), [brand.prefix]);
  return null;
}

/** Everything every page shares: auth, the auth dialog, toasts, chat. */
export function RootLayout() {
  return (
    <AuthProvider>
      <AuthDialogProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg focus:ring-2 focus:ring-brand"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <Outlet />
        <DeferredToaster />
        <ChatIdentity />
        <DataRefresh />
        <ScrollRestoration />
      </AuthDialogProvider>
    </AuthProvider>
  );
}
