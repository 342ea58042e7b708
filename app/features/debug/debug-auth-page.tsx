import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { REFRESH_WHEN_REMAINING_S, STORAGE_KEYS } from '@domain/constants';
import { formatDateTime } from '@domain/formats';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { PageHeader } from '~/components/ui/page-header';
import { Spinner } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { readProfileCache } from '~/features/auth/profile-cache';
import { storage } from '~/lib/storage';
import { formatDuration } from './durations';

function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-all text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function clock(ms: number): string {
  return formatDateTime(new Date(ms), { seconds: true });
}

/** /debug/auth: what the session layer holds right now, and a way to start clean (SPEC 8). */
export default function DebugAuthPage() {
  const auth = useAuth();
  const now = useNow();
  const [clearing, setClearing] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const session = auth.session;
  const cached = session ? readProfileCache(session.userId) : null;
  const remainingMs = session ? session.expiresAt * 1000 - now : null;

  const clear = async () => {
    setClearing(true);
    try {
      await auth.clearAuthCache();
    } finally {
      setClearing(false);
    }
  };
  const refresh = async () => {
    setRefreshing(true);
    try {
      await auth.refreshProfile();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Authentication debug"
        description="What this browser holds about your session. Clearing the cache signs you out here and removes every stored session and profile."
        actions={
          <>
            <Button variant="outline" onClick={() => void refresh()} disabled={!session || refreshing}>
              {refreshing ? <Spinner className="text-current" /> : <RefreshCw aria-hidden />}
              Reload profile
            </Button>
            <Button variant="destructive" onClick={() => void clear()} disabled={clearing}>
              {clearing ? <Spinner className="text-current" /> : <Trash2 aria-hidden />}
              Clear auth cache
            </Button>
          </>
        }
      />

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Session
            <Badge
              variant={auth.status === 'signed-in' ? 'success' : auth.status === 'loading' ? 'warning' : 'secondary'}
              data-testid="auth-status"
            >
              {auth.status === 'signed-in' ? 'Signed in' : auth.status === 'loading' ? 'Loading' : 'Signed out'}
            </Badge>
          </CardTitle>
          <CardDescription>From the in-memory session and its local backup.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-line">
            <Row label="User id" testId="auth-user-id">
              {auth.user?.id ?? session?.userId ?? '—'}
            </Row>
            <Row label="E-mail" testId="auth-email">
              {auth.user?.email ?? '—'}
            </Row>
            <Row label="Role">{auth.role ?? '—'}</Row>
            <Row label="E-mail confirmed">{auth.user ? (auth.user.emailConfirmedAt ? 'Yes' : 'No') : '—'}</Row>
            <Row label="Access token expires" testId="auth-expiry">
              {session && remainingMs !== null ? (
                <>
                  {clock(session.expiresAt * 1000)}{' '}
                  <span className="text-muted">(in {formatDuration(remainingMs)})</span>
                  {remainingMs < REFRESH_WHEN_REMAINING_S * 1000 ? (
                    <Badge variant="warning" className="ml-2">
                      Refresh due
                    </Badge>
                  ) : null}
                </>
              ) : (
                '—'
              )}
            </Row>
            <Row label="Session backup saved" testId="auth-backup">
              {session ? (
                <>
                  {clock(session.timestamp)}{' '}
                  <span className="text-muted">({formatDuration(now - session.timestamp)} ago)</span>
                </>
              ) : (
                'No backup stored'
              )}
            </Row>
            <Row label="Cached profile" testId="auth-profile-cache">
              {cached ? (
                <>
                  {formatDuration(now - cached.at)} old <span className="text-muted">(used as is for 30 minutes)</span>
                </>
              ) : (
                'None'
              )}
            </Row>
            <Row label="Active membership">
              {auth.status === 'signed-in' ? (auth.hasActiveMembership ? 'Yes' : 'No') : '—'}
            </Row>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Local storage</CardTitle>
          <CardDescription>The keys the app keeps in this browser.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-line">
            {Object.entries(STORAGE_KEYS).map(([name, key]) => {
              const present = name === 'profileCachePrefix' ? cached !== null : storage.get(key) !== null;
              return (
                <Row key={key} label={name}>
                  <code className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs">
                    {name === 'profileCachePrefix' ? `${key}<user id>` : key}
                  </code>
                  <Badge variant={present ? 'default' : 'outline'}>{present ? 'Set' : 'Empty'}</Badge>
                </Row>
              );
            })}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
