import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Copy, Mail, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { shownAgencyName } from '@domain/constants';
import { formatDateTime } from '@domain/formats';
import { ROLE_LABEL } from '@domain/roles';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Input } from '~/components/ui/input';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/use-toast';
import { useAuth } from '~/features/auth/auth-context';
import { useCan } from '~/features/auth/use-can';
import { brandingKeys, getBranding } from '~/features/branding/api';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { createCalendarFeed, deleteCalendarFeed, getCalendarFeed, toolKeys } from './api';
import { copyText } from './copy-text';
import { signatureHtml, signatureText, type SignatureDetails } from './signature';

/** /dashboard/tools/outlook-setup: an e-mail signature in my branding, and my private calendar. */
export default function OutlookSetupPage() {
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted sm:text-base">
        Make Outlook yours: a signature in your branding, and your tasks, departures and balance dates in your calendar.
      </p>
      <SignatureCard />
      <CalendarCard />
    </div>
  );
}

function SignatureCard() {
  const { profile, user, role } = useAuth();
  const can = useCan();
  const mayBrand = can('branding.manage');
  const branding = useQuery({
    queryKey: brandingKeys.mine(),
    queryFn: ({ signal }) => getBranding(signal),
    enabled: mayBrand,
  });
  const previewRef = useRef<HTMLDivElement>(null);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || (user?.email ?? '');
  const logo = branding.data?.logoUrl ?? null;
  const details: SignatureDetails = {
    name,
    title: role && role !== 'agent' ? ROLE_LABEL[role] : 'Travel Agent',
    agency: shownAgencyName(profile?.agency_name),
    phone: profile?.phone_number ?? null,
    email: profile?.email ?? user?.email ?? '',
    website: null,
    logoUrl: logo ? new URL(logo, window.location.origin).toString() : null,
    primaryColor: branding.data?.primaryColor ?? '#0F4C81',
  };
  const html = signatureHtml(details);

  const copyRich = async () => {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([signatureText(details)], { type: 'text/plain' }),
        }),
      ]);
      toast({ title: 'Signature copied', description: 'Paste it into Outlook’s signature editor.' });
    } catch {
      // Older browsers: select the preview so the person can copy it themselves.
      const node = previewRef.current;
      if (node) window.getSelection()?.selectAllChildren(node);
      toast({ title: 'Select and copy', description: 'The signature is selected: press Ctrl+C (⌘C on a Mac).' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail aria-hidden className="size-5 text-brand" />
          E-mail signature
        </CardTitle>
        <CardDescription>
          Built from your profile and branding. Change them in your profile and the signature follows.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {mayBrand && branding.isPending ? <Skeleton className="h-28 rounded-lg" /> : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <figure className="space-y-2">
            <figcaption className="text-xs font-medium text-muted">Light</figcaption>
            <div
              ref={previewRef}
              className="overflow-x-auto rounded-lg border border-line bg-white p-4"
              data-testid="signature-preview"
              // Built by signatureHtml from escaped values only.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </figure>
          <figure className="space-y-2">
            <figcaption className="text-xs font-medium text-muted">Dark (as a dark-mode inbox recolours it)</figcaption>
            <div
              className="overflow-x-auto rounded-lg border border-slate-700 bg-white p-4 [filter:invert(1)_hue-rotate(180deg)] [&_img]:[filter:invert(1)_hue-rotate(180deg)]"
              aria-hidden
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </figure>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copyRich()}>
            <Copy aria-hidden className="size-4" />
            Copy signature
          </Button>
          <Button variant="outline" onClick={() => void copyText(html, 'HTML')}>
            Copy as HTML code
          </Button>
        </div>
        <details className="rounded-lg border border-line p-3 text-sm">
          <summary className="cursor-pointer font-medium text-ink">Add it in Outlook</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
            <li>Outlook for Windows: File → Options → Mail → Signatures → New, then paste.</li>
            <li>
              New Outlook and Outlook on the web: Settings (the gear) → Accounts → Signatures → New signature, then
              paste.
            </li>
            <li>Outlook for Mac: Outlook → Settings → Signatures → +, then paste.</li>
            <li>Choose it as the default for new messages and replies, and save.</li>
          </ol>
        </details>
      </CardContent>
    </Card>
  );
}

function CalendarCard() {
  const client = useQueryClient();
  const feed = useQuery({ queryKey: toolKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(signal) });
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  // The kind outlives the dialog's closing animation, so its words do not flip as it fades.
  const [confirm, setConfirm] = useState<'renew' | 'off'>('off');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (kind: 'renew' | 'off') => {
    setConfirm(kind);
    setConfirmOpen(true);
  };
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (made) => {
      setShownUrl(made.url);
      client.setQueryData(toolKeys.calendarFeed(), { active: true, createdAt: made.createdAt, lastUsedAt: null });
    },
    onError: (err) => toast({ title: 'Could not make the address', description: err.message, variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-5 text-brand" />
          Your calendar in Outlook
        </CardTitle>
        <CardDescription>
          A private address your calendar app reads: your open tasks on their due dates, your customers’ departures and
          balance due dates. It updates about once an hour.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {feed.isPending ? (
          <Skeleton className="h-16 rounded-lg" />
        ) : feed.isError ? (
          <LoadError
            title="Could not load your calendar"
            message={feed.error.message}
            onRetry={() => void feed.refetch()}
          />
        ) : (
          <>
            {shownUrl ? (
              <div className="space-y-2">
                <label htmlFor="calendar-url" className="text-sm font-medium text-ink">
                  Your calendar address
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id="calendar-url" readOnly value={shownUrl} onFocus={(e) => e.currentTarget.select()} />
                  <Button variant="outline" onClick={() => void copyText(shownUrl, 'Address')}>
                    <Copy aria-hidden className="size-4" />
                    Copy
                  </Button>
                </div>
                <Alert>
                  Copy it now: for your privacy we keep only a fingerprint of it and cannot show it again. Anyone with
                  the address can read this calendar, so keep it to your own apps.
                </Alert>
              </div>
            ) : feed.data.active ? (
              <p className="text-sm text-ink" data-testid="calendar-status">
                Your calendar address is on, made {feed.data.createdAt ? formatDateTime(feed.data.createdAt) : ''}
                {feed.data.lastUsedAt
                  ? `; last read by a calendar app ${formatDateTime(feed.data.lastUsedAt)}.`
                  : '; no calendar app has read it yet.'}
              </p>
            ) : (
              <p className="text-sm text-muted" data-testid="calendar-status">
                You have no calendar address yet.
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {feed.data.active ? (
                <>
                  <Button variant="outline" onClick={() => ask('renew')}>
                    <RefreshCw aria-hidden className="size-4" />
                    Make a new address
                  </Button>
                  <Button variant="outline" onClick={() => ask('off')}>
                    Turn off
                  </Button>
                </>
              ) : (
                <Button onClick={() => create.mutate()} disabled={create.isPending}>
                  Make my calendar address
                </Button>
              )}
            </div>
            <details className="rounded-lg border border-line p-3 text-sm">
              <summary className="cursor-pointer font-medium text-ink">Add it to your calendar</summary>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted">
                <li>Outlook for Windows: Calendar → Add calendar → From internet, paste the address, then OK.</li>
                <li>
                  Outlook on the web and new Outlook: Calendar → Add calendar → Subscribe from web, paste, name it,
                  Import.
                </li>
                <li>iPhone: Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar, paste.</li>
                <li>
                  Android: add it in Outlook on the web (or Google Calendar → Other calendars → From URL); your phone’s
                  app then shows it.
                </li>
              </ol>
            </details>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={confirm === 'off' ? 'Turn off your calendar address?' : 'Make a new calendar address?'}
        description={
          confirm === 'off'
            ? 'Calendar apps reading it will stop getting updates. You can make a new address later.'
            : 'The current address stops working at once; add the new one to your calendar apps.'
        }
        confirmLabel={confirm === 'off' ? 'Turn off' : 'Make a new address'}
        onConfirm={async () => {
          if (confirm === 'off') {
            await deleteCalendarFeed();
            setShownUrl(null);
            await client.invalidateQueries({ queryKey: toolKeys.calendarFeed() });
          } else {
            const made = await createCalendarFeed();
            setShownUrl(made.url);
            client.setQueryData(toolKeys.calendarFeed(), { active: true, createdAt: made.createdAt, lastUsedAt: null });
          }
        }}
      />
    </Card>
  );
}
