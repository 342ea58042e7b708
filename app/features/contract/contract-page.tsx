import { FileSignature, Printer } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatLongDate } from '@domain/formats';
import type { AgreementSignatureListDto, SignedAgreementDto } from '@domain/join/responses';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { useCurrentAgreement } from '~/features/join/agreement-step';
import { getMySignatures, getSignature, signAgreement } from '~/features/join/api';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { ApiError } from '~/lib/api';
import { usePublicConfig } from '~/lib/config';
import { AgreementDocument } from './agreement-document';
import { AgreementSignForm } from './agreement-sign-form';

/**
 * /contract: the host agency's agreement. Anyone can read the version in
 * force; a signed-in member sees what they signed, can reopen and print it
 * (?signature=<id>), and signs a newer version here.
 */
export default function ContractPage() {
  const [params] = useSearchParams();
  const signatureId = params.get('signature');
  return signatureId ? <SignedCopy id={signatureId} /> : <CurrentAgreement />;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section className="flex-1 bg-canvas px-4 py-8 sm:py-12 print:bg-white print:p-0">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">{children}</div>
    </section>
  );
}

function CurrentAgreement() {
  const { brand } = usePublicConfig();
  const { status, user, profile } = useAuth();
  const dialog = useAuthDialog();
  const { state, retry } = useCurrentAgreement();
  const [mine, setMine] = useState<AgreementSignatureListDto | null>(null);
  const [mineError, setMineError] = useState<string | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    document.title = `Agreement · ${brand.name}`;
  }, [brand.name]);

  const loadMine = useCallback(() => {
    setMineError(null);
    getMySignatures()
      .then(setMine)
      .catch((e: unknown) =>
        setMineError(e instanceof ApiError ? e.message : 'Your signed agreements could not be loaded.'),
      );
  }, []);

  useEffect(() => {
    if (status === 'signed-in' && userId) loadMine();
    else setMine(null);
  }, [status, userId, loadMine]);

  if (state.kind === 'loading') {
    return (
      <Frame>
        <LoadingBlock text="Loading the agreement..." />
      </Frame>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Frame>
        <LoadError title="The agreement could not be loaded" message={state.message} onRetry={retry} />
      </Frame>
    );
  }
  const { agreement } = state;
  const name = `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim();

  return (
    <Frame>
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{agreement.title}</h1>
          <p className="mt-1 text-sm text-muted">
            Version {agreement.version}, in force since {formatLongDate(agreement.publishedAt)}.
          </p>
        </div>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden /> Print
        </Button>
      </header>

      {mineError ? <LoadError title="Your signed agreements" message={mineError} onRetry={loadMine} /> : null}
      {mine && mine.items.length > 0 ? (
        <div className="rounded-xl border border-line bg-white p-4 print:hidden">
          <h2 className="text-base font-semibold text-ink">What you signed</h2>
          <ul className="mt-2 divide-y divide-line text-sm">
            {mine.items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  Version {s.version}, signed by {s.fullName} on {formatDateTime(s.signedAt)}
                </span>
                <Link to={`/contract?signature=${s.id}`} className={buttonClasses('outline', 'sm')}>
                  Open signed copy
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <AgreementDocument agreement={agreement} />

      {status !== 'signed-in' ? (
        <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-5 print:hidden">
          <p className="text-sm text-ink">
            You sign this agreement as part of joining. Already a member? Sign in to see and print the agreement you
            signed.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to="/join/new" className={buttonClasses('default', 'lg')}>
              Join Today
            </Link>
            <Button variant="outline" size="lg" onClick={() => dialog.open('sign-in')}>
              Sign in
            </Button>
          </div>
        </div>
      ) : mine && !mine.signedCurrent ? (
        <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5">
          <div className="flex items-center gap-2">
            <FileSignature aria-hidden className="size-5 text-brand" />
            <h2 className="text-base font-semibold text-ink">
              {mine.items.length > 0 ? 'Sign the new version' : 'Sign the agreement'}
            </h2>
          </div>
          <AgreementSignForm
            agreement={agreement}
            defaultName={name}
            onSign={async (values) => {
              await signAgreement(values);
              loadMine();
            }}
          />
        </div>
      ) : mine?.signedCurrent ? (
        <Alert variant="success" title={`You have signed version ${agreement.version}.`} className="print:hidden" />
      ) : null}
    </Frame>
  );
}

function SignedCopy({ id }: { id: string }) {
  const { brand } = usePublicConfig();
  const { status } = useAuth();
  const dialog = useAuthDialog();
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'ready'; data: SignedAgreementDto } | { kind: 'failed'; message: string }
  >({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = `Signed agreement · ${brand.name}`;
  }, [brand.name]);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let live = true;
    getSignature(id)
      .then((data) => live && setState({ kind: 'ready', data }))
      .catch(
        (e: unknown) =>
          live &&
          setState({
            kind: 'failed',
            message:
              e instanceof ApiError && e.status === 404
                ? 'This signed agreement was not found.'
                : e instanceof ApiError
                  ? e.message
                  : 'Please check your connection.',
          }),
      );
    return () => {
      live = false;
    };
  }, [id, status, attempt]);

  if (status === 'signed-out') {
    return (
      <Frame>
        <Alert title="Sign in to open your signed agreement">
          <Button className="mt-3" onClick={() => dialog.open('sign-in')}>
            Sign in
          </Button>
        </Alert>
      </Frame>
    );
  }
  if (state.kind === 'loading') {
    return (
      <Frame>
        <LoadingBlock text="Loading your signed agreement..." />
      </Frame>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Frame>
        <LoadError
          title="The signed agreement could not be opened"
          message={state.message}
          onRetry={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
        <Link to="/contract" className={buttonClasses('outline', 'md', 'self-start')}>
          Back to the agreement
        </Link>
      </Frame>
    );
  }
  const { signature, agreement } = state.data;
  return (
    <Frame>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/contract" className={buttonClasses('ghost', 'sm')}>
          Back to the agreement
        </Link>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
      </div>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{agreement.title}</h1>
        <p className="mt-1 text-sm text-muted">
          Signed copy of version {agreement.version}: signed by {signature.fullName} on{' '}
          {formatDateTime(signature.signedAt)}. The signature record is at the end.
        </p>
      </header>
      <AgreementDocument agreement={agreement} />
      <section aria-labelledby="signature-title" className="rounded-xl border border-line bg-white p-5 text-sm">
        <h2 id="signature-title" className="text-base font-semibold text-ink">
          Signature record
        </h2>
        <p className="mt-3 font-serif text-2xl text-ink italic">{signature.fullName}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Signed by</dt>
          <dd className="break-all text-ink">
            {signature.fullName} ({signature.email})
          </dd>
          <dt className="text-muted">Signed at</dt>
          <dd className="text-ink">{formatDateTime(signature.signedAt, { seconds: true })}</dd>
          <dt className="text-muted">Version</dt>
          <dd className="text-ink">{signature.version}</dd>
          <dt className="text-muted">Text fingerprint (SHA-256)</dt>
          <dd className="font-mono text-xs break-all text-ink">{signature.textSha256}</dd>
          <dt className="text-muted">IP address</dt>
          <dd className="text-ink">{signature.ipAddress}</dd>
          <dt className="text-muted">Browser</dt>
          <dd className="text-xs break-all text-ink">{signature.userAgent}</dd>
        </dl>
        {signature.textSha256 === agreement.sha256 ? (
          <p className="mt-4 text-xs text-success">The text above matches the fingerprint recorded at signing.</p>
        ) : null}
      </section>
    </Frame>
  );
}
