import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Info, KeyRound, Puzzle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TokenCreated, TokenDto } from '@domain/captures/responses';
import { CAPTURE_LIMITS, TokenCreateSchema } from '@domain/captures/schema';
import { formatDateTime } from '@domain/formats';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { toast } from '~/components/ui/use-toast';
import { captureKeys, createToken, listTokens, revokeToken } from '~/features/captures/api';
import { ConfirmDialog } from '~/features/quotes/components/confirm-dialog';
import { ApiError } from '~/lib/api';
import { copyText } from './copy-text';

/** /dashboard/tools/chrome-extension: personal access tokens for the extension, and how to install it. */
export default function ChromeExtensionPage() {
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted sm:text-base">
        Save hotel pages, offers and itineraries from any website straight into{' '}
        <Link to="/dashboard/captured-content" className="font-medium text-brand underline-offset-2 hover:underline">
          Captured content
        </Link>
        . The extension signs in with a personal access token you make here.
      </p>
      <TokensCard />
      <InstallCard />
    </div>
  );
}

function TokensCard() {
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: captureKeys.tokens(), queryFn: ({ signal }) => listTokens(signal) });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [made, setMade] = useState<TokenCreated | null>(null);
  const [revoking, setRevoking] = useState<TokenDto | null>(null);

  const create = useMutation({
    mutationFn: createToken,
    onSuccess: async (result) => {
      setMade(result);
      setName('');
      await client.invalidateQueries({ queryKey: captureKeys.tokens() });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields?.name) setError(err.fields.name);
      else toast({ title: 'Could not make the token', description: err.message, variant: 'destructive' });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = TokenCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data);
  };

  const items = tokens.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-brand" />
          Access tokens
        </CardTitle>
        <CardDescription>
          One token per browser you use, named so you can tell them apart. A token can only save captures to your
          account; revoke it if a computer is lost or shared.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <FormField label="Token name" id="token-name" error={error} className="sm:flex-1" required>
            <Input
              value={name}
              maxLength={CAPTURE_LIMITS.tokenName}
              placeholder="e.g. Office laptop"
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            Create token
          </Button>
        </form>

        {made ? (
          <div className="space-y-2 rounded-lg border border-brand/40 bg-brand-soft/40 p-4" data-testid="new-token">
            <label htmlFor="token-secret" className="text-sm font-medium text-ink">
              Your new token “{made.token.name}”
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="token-secret"
                readOnly
                value={made.secret}
                className="font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="outline" onClick={() => void copyText(made.secret, 'Token')}>
                <Copy aria-hidden className="size-4" />
                Copy
              </Button>
            </div>
            <Alert>
              Copy it now and paste it into the extension. We keep only a fingerprint of it and cannot show it again.
            </Alert>
            <Button variant="ghost" size="sm" onClick={() => setMade(null)}>
              I have copied it
            </Button>
          </div>
        ) : null}

        <div className="space-y-2">
          <h2 className="text-sm font-semibold text-ink">Your tokens</h2>
          {tokens.isPending ? (
            <Skeleton className="h-16 rounded-lg" />
          ) : tokens.isError ? (
            <LoadError
              title="Could not load your tokens"
              message={tokens.error.message}
              onRetry={() => void tokens.refetch()}
            />
          ) : items.length === 0 ? (
            <p className="text-sm text-muted">You have no tokens yet. Create one above to connect the extension.</p>
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Access tokens">
              {items.map((t) => (
                <li key={t.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium break-words text-ink">
                      {t.name}
                      {t.revokedAt ? (
                        <Badge variant="secondary">Revoked</Badge>
                      ) : (
                        <Badge variant="success">Active</Badge>
                      )}
                    </p>
                    <p className="text-xs text-muted">
                      Made {formatDateTime(t.createdAt)}
                      {t.revokedAt
                        ? ` · revoked ${formatDateTime(t.revokedAt)}`
                        : t.lastUsedAt
                          ? ` · last used ${formatDateTime(t.lastUsedAt)}`
                          : ' · not used yet'}
                    </p>
                  </div>
                  {t.revokedAt ? null : (
                    <Button variant="outline" size="sm" aria-label={`Revoke ${t.name}`} onClick={() => setRevoking(t)}>
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this token?"
        description={
          revoking
            ? `The extension using “${revoking.name}” stops saving captures at once. Your saved captures stay.`
            : ''
        }
        confirmLabel="Revoke token"
        onConfirm={async () => {
          if (!revoking) return;
          await revokeToken(revoking.id);
          if (made?.token.id === revoking.id) setMade(null);
          toast({ title: 'Token revoked', description: revoking.name });
          await client.invalidateQueries({ queryKey: captureKeys.tokens() });
        }}
      />
    </Card>
  );
}

function InstallCard() {
  const server = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Puzzle aria-hidden className="size-5 text-brand" />
          Install the extension
        </CardTitle>
        <CardDescription>For Google Chrome, Microsoft Edge and other Chromium browsers on a computer.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <Alert>
          The extension download appears here once it is built. Your tokens already work: make one now and it is ready
          for the extension.
        </Alert>
        <ol className="list-decimal space-y-2 pl-5 text-ink">
          <li>Download the extension and unzip it into a folder you keep.</li>
          <li>
            In Chrome open <span className="font-mono">chrome://extensions</span> and switch on{' '}
            <strong>Developer mode</strong> (top right).
          </li>
          <li>
            Choose <strong>Load unpacked</strong> and pick the unzipped folder. Pin the extension from the puzzle-piece
            menu.
          </li>
          <li>
            Open the extension, paste your token and this address:{' '}
            <span className="font-mono break-all" data-testid="server-address">
              {server}
            </span>
          </li>
          <li>
            On any page, open the extension, choose what to keep (selected text, images), add a note and tags, and save.
            It appears in Captured content.
          </li>
        </ol>
        <p className="flex items-center gap-2 text-muted">
          <Info aria-hidden className="size-4" />
          If the extension says your token is not valid, it was revoked: make a new one above.
        </p>
      </CardContent>
    </Card>
  );
}
