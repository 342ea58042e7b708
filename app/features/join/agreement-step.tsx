import { useEffect, useState } from 'react';
import type { AgreementVersionDto } from '@domain/join/responses';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock } from '~/components/ui/spinner';
import { ApiError } from '~/lib/api';
import { AgreementDocument } from '~/features/contract/agreement-document';
import { AgreementSignForm } from '~/features/contract/agreement-sign-form';
import { getCurrentAgreement } from './api';

/** Loads the agreement in force (public), for the wizard and /contract. */
export function useCurrentAgreement() {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'ready'; agreement: AgreementVersionDto } | { kind: 'failed'; message: string }
  >({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getCurrentAgreement()
      .then((agreement) => live && setState({ kind: 'ready', agreement }))
      .catch(
        (e: unknown) =>
          live &&
          setState({ kind: 'failed', message: e instanceof ApiError ? e.message : 'Please check your connection.' }),
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

/** Step 3: read the agreement, type your full name, tick, accept. */
export function AgreementStep({
  defaultName,
  onSign,
}: {
  defaultName: string;
  onSign: (values: { version: number; fullName: string; accepted: true }) => Promise<void>;
}) {
  const { state, retry } = useCurrentAgreement();
  if (state.kind === 'loading') return <LoadingBlock text="Loading the agreement..." />;
  if (state.kind === 'failed') {
    return <LoadError title="The agreement could not be loaded" message={state.message} onRetry={retry} />;
  }
  const { agreement } = state;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-semibold text-ink">{agreement.title}</h2>
        <p className="text-sm text-muted">
          Version {agreement.version}. Please read it in full: it is the contract between you and us. You can print it
          from your account at any time.
        </p>
      </div>
      <AgreementDocument agreement={agreement} scroll />
      <AgreementSignForm agreement={agreement} defaultName={defaultName} onSign={onSign} />
    </div>
  );
}
