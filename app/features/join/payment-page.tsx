import { CreditCard, Lock, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { STORAGE_KEYS } from '@domain/constants';
import { formatLongDate } from '@domain/formats';
import type { JoinApplicationDto } from '@domain/join/responses';
import { INTERVAL_LABEL, planById } from '@domain/plans';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock, Spinner } from '~/components/ui/spinner';
import { resendConfirmation } from '~/features/auth/api';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { ApiError } from '~/lib/api';
import { usePublicConfig } from '~/lib/config';
import { storage } from '~/lib/storage';
import { continueJoin, getApplication, joinToken, reachPayment, startCheckout } from './api';
import { JoinStepper } from './join-stepper';
import { chargeLine, priceLine, vatLine } from './plan-price';

type State =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'not-ready'; application: JoinApplicationDto }
  | { kind: 'ready'; application: JoinApplicationDto }
  | { kind: 'failed'; message: string };

/**
 * /payment: the chosen plan's summary, then the payments API's hosted
 * checkout (card details never touch this app). Paying needs the applicant
 * signed in with a confirmed e-mail; the membership starts from the payment
 * provider's webhook, never from this page.
 */
export default function PaymentPage() {
  const { brand } = usePublicConfig();
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const dialog = useAuthDialog();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | string>('idle');

  useEffect(() => {
    document.title = `Payment · ${brand.name}`;
  }, [brand.name]);

  useEffect(() => {
    if (status === 'loading') return;
    let live = true;
    const load = async (): Promise<State> => {
      let application: JoinApplicationDto;
      if (userId) {
        const res = await continueJoin({});
        joinToken.set(res.token);
        application = res.application;
      } else {
        if (!joinToken.get()) return { kind: 'none' };
        try {
          application = await getApplication();
        } catch (e) {
          if (e instanceof ApiError && e.status === 404) {
            joinToken.clear();
            return { kind: 'none' };
          }
          throw e;
        }
      }
      if (application.step !== 'payment' || application.membershipActive) return { kind: 'not-ready', application };
      return { kind: 'ready', application: await reachPayment() };
    };
    load()
      .then((next) => {
        if (!live) return;
        // After confirming the e-mail and signing in, the sign-in lands here again.
        if (next.kind === 'ready' && !next.application.signedInAsApplicant) {
          storage.set(STORAGE_KEYS.redirectAfterLogin, '/payment');
        }
        setState(next);
      })
      .catch((e: unknown) => {
        if (live)
          setState({
            kind: 'failed',
            message: e instanceof ApiError ? e.message : 'Please check your connection and try again.',
          });
      });
    return () => {
      live = false;
    };
  }, [status, userId, attempt]);

  const pay = async (application: JoinApplicationDto) => {
    if (!application.planId || !application.interval) return;
    setPaying(true);
    setPayError(null);
    try {
      const { url } = await startCheckout({ planId: application.planId, interval: application.interval });
      window.location.assign(url);
    } catch (e) {
      setPaying(false);
      setPayError(e instanceof ApiError ? e.message : 'We could not open the payment page. Please try again.');
    }
  };

  const resend = async (email: string) => {
    setResent('sending');
    try {
      await resendConfirmation(email);
      setResent('sent');
    } catch (e) {
      setResent(e instanceof ApiError ? e.message : 'We could not send the e-mail. Please try again.');
    }
  };

  return (
    <section className="flex-1 bg-gradient-to-b from-brand-soft/60 to-canvas px-4 py-8 sm:py-12">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <header className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Join {brand.name}</p>
          <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Payment</h1>
        </header>
        <JoinStepper current="payment" reached="payment" />
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          {state.kind === 'loading' ? <LoadingBlock text="Loading your plan..." /> : null}
          {state.kind === 'failed' ? (
            <LoadError
              title="Your application could not be loaded"
              message={state.message}
              onRetry={() => {
                setState({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            />
          ) : null}
          {state.kind === 'none' ? (
            <div className="flex flex-col items-start gap-3">
              <h2 className="text-lg font-semibold text-ink">No application in progress</h2>
              <p className="text-sm text-muted">
                Start by telling us about yourself and choosing a plan. If you started on another device, use the link
                we e-mailed you, or sign in.
              </p>
              <Link to="/join/new" className={buttonClasses('default', 'lg')}>
                Start your membership
              </Link>
            </div>
          ) : null}
          {state.kind === 'not-ready' ? (
            state.application.membershipActive ? (
              <Alert variant="success" title="Your membership is active">
                <Link to="/dashboard" className={buttonClasses('default', 'md', 'mt-3')}>
                  Go to your dashboard
                </Link>
              </Alert>
            ) : (
              <div className="flex flex-col items-start gap-3">
                <p className="text-sm text-ink">
                  {state.application.step === 'plan'
                    ? 'Please choose your plan first.'
                    : 'Please read and sign the agreement before paying.'}
                </p>
                <Link to="/join/new" className={buttonClasses('default', 'lg')}>
                  Back to your application
                </Link>
              </div>
            )
          ) : null}
          {state.kind === 'ready' ? (
            <Ready
              application={state.application}
              paying={paying}
              payError={payError}
              resent={resent}
              onPay={() => void pay(state.application)}
              onSignIn={() => {
                storage.set(STORAGE_KEYS.redirectAfterLogin, '/payment');
                dialog.open('sign-in');
              }}
              onResend={() => void resend(state.application.email)}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}

function Ready({
  application,
  paying,
  payError,
  resent,
  onPay,
  onSignIn,
  onResend,
}: {
  application: JoinApplicationDto;
  paying: boolean;
  payError: string | null;
  resent: string;
  onPay: () => void;
  onSignIn: () => void;
  onResend: () => void;
}) {
  if (!application.planId || !application.interval) return null;
  const plan = planById(application.planId);
  const interval = application.interval;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-semibold text-ink">Your plan</h2>
        <dl className="mt-3 divide-y divide-line rounded-xl border border-line text-sm">
          <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
            <dt className="text-muted">Plan</dt>
            <dd className="font-medium text-ink">
              {plan.name} ({INTERVAL_LABEL[interval].adjective.toLowerCase()})
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
            <dt className="text-muted">Price</dt>
            <dd className="text-right font-medium text-ink">
              {priceLine(plan, interval)}
              <span className="block text-xs font-normal text-muted">{vatLine(plan, interval)}</span>
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
            <dt className="text-muted">First charge</dt>
            <dd className="font-medium text-ink">{chargeLine(plan, interval)}</dd>
          </div>
          {application.agreement ? (
            <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <dt className="text-muted">Agreement</dt>
              <dd className="text-ink">
                Version {application.agreement.version}, signed by {application.agreement.fullName} on{' '}
                {formatLongDate(application.agreement.signedAt)}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-2 text-xs text-muted">
          Cancel at any time from your account; cancelling takes effect at the end of the period you have paid for.{' '}
          <Link to="/join/new" className="text-brand underline-offset-4 hover:underline">
            Change plan
          </Link>
        </p>
      </div>

      {application.signedInAsApplicant ? (
        <div className="flex flex-col gap-3">
          {payError ? <Alert variant="destructive" title={payError} /> : null}
          <Button size="lg" onClick={onPay} disabled={paying} className="w-full sm:w-auto sm:self-start">
            {paying ? <Spinner className="text-current" /> : <CreditCard aria-hidden />}
            {paying ? 'Opening the secure payment page...' : 'Pay securely'}
          </Button>
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <Lock aria-hidden className="size-3.5" /> You type your card details on our payment provider&apos;s secure
            page, never on this site.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Alert variant="default" title="Confirm your e-mail, then sign in to pay">
            We sent a confirmation link to <span className="font-medium break-all">{application.email}</span>. Open it,
            then sign in with the password you chose: you will come straight back here.
          </Alert>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" onClick={onSignIn}>
              Sign in to pay
            </Button>
            <Button variant="outline" size="lg" onClick={onResend} disabled={resent === 'sending' || resent === 'sent'}>
              <MailCheck aria-hidden />{' '}
              {resent === 'sent' ? 'Confirmation e-mail sent' : 'Resend the confirmation e-mail'}
            </Button>
          </div>
          {resent !== 'idle' && resent !== 'sending' && resent !== 'sent' ? (
            <p role="alert" className="text-sm text-danger">
              {resent}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
