import { MailCheck, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@domain/constants';
import type { JoinStep } from '@domain/join/constants';
import type { JoinApplicationDto } from '@domain/join/responses';
import type { JoinDetailsForm } from '@domain/join/schema';
import { isPlanId } from '@domain/plans';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { LoadingBlock } from '~/components/ui/spinner';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialog } from '~/features/shell/auth-dialog';
import { ApiError } from '~/lib/api';
import { usePublicConfig } from '~/lib/config';
import { storage } from '~/lib/storage';
import { AgreementStep } from './agreement-step';
import {
  choosePlan,
  continueJoin,
  emailResumeLink,
  getApplication,
  getInvite,
  joinToken,
  signOnApplication,
  startJoin,
} from './api';
import { DetailsStep } from './details-step';
import { JoinStepper } from './join-stepper';
import { PlanStep } from './plan-step';

type Phase =
  | { kind: 'loading' }
  | { kind: 'details'; defaults: Partial<JoinDetailsForm>; notice?: string }
  | { kind: 'wizard'; application: JoinApplicationDto; justStarted: boolean }
  | { kind: 'failed'; message: string };

/** The invitation's name split for the form's two fields. */
function splitName(name: string | null): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * /agent-signup and /join/new: your details -> choose a plan -> the
 * agreement -> payment. Progress lives on the server; this browser keeps the
 * resume token (and the e-mailed link brings it to another device), so a
 * returning visitor lands on the step they reached.
 */
export default function JoinPage() {
  const { brand } = usePublicConfig();
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const dialog = useAuthDialog();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [viewing, setViewing] = useState<JoinStep | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [resume, setResume] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const preset = useRef({
    plan: params.get('plan'),
    invite: params.get('invite'),
    resume: params.get('resume'),
  });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `Join ${brand.name}`;
  }, [brand.name]);

  // Tokens from links are taken into storage and off the address bar (history, screenshots, referrers).
  useEffect(() => {
    if (!params.has('resume') && !params.has('invite')) return;
    if (preset.current.resume) joinToken.set(preset.current.resume);
    const next = new URLSearchParams(params);
    next.delete('resume');
    next.delete('invite');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const show = useCallback(
    (application: JoinApplicationDto, justStarted = false) => {
      if (application.step === 'payment' && !application.membershipActive && !justStarted) {
        navigate('/payment', { replace: true });
        return;
      }
      setViewing(null);
      setPhase({ kind: 'wizard', application, justStarted });
    },
    [navigate],
  );

  useEffect(() => {
    if (status === 'loading') return;
    let live = true;
    const planId = isPlanId(preset.current.plan) ? preset.current.plan : undefined;
    const invite = preset.current.invite ?? undefined;
    const load = async (): Promise<void> => {
      if (userId) {
        const res = await continueJoin({ planId, invite });
        joinToken.set(res.token);
        if (live) show(res.application);
        return;
      }
      if (joinToken.get()) {
        try {
          const application = await getApplication();
          if (live) show(application);
          return;
        } catch (e) {
          if (!(e instanceof ApiError && e.status === 404)) throw e;
          joinToken.clear();
        }
      }
      const defaults: Partial<JoinDetailsForm> = {};
      let notice: string | undefined;
      if (invite) {
        try {
          const found = await getInvite(invite);
          Object.assign(defaults, splitName(found.name), { email: found.email, phoneNumber: found.phone ?? '' });
          if (isPlanId(found.plan_interest)) preset.current.plan = found.plan_interest;
        } catch (e) {
          notice = e instanceof ApiError ? e.message : undefined;
        }
      }
      if (live) setPhase({ kind: 'details', defaults, notice });
    };
    load().catch((e: unknown) => {
      if (live)
        setPhase({
          kind: 'failed',
          message: e instanceof ApiError ? e.message : 'Please check your connection and try again.',
        });
    });
    return () => {
      live = false;
    };
  }, [status, userId, show, attempt]);

  // Each step's heading takes the focus, so keyboard and screen reader users hear where they are.
  const stepShown = phase.kind === 'wizard' ? (viewing ?? phase.application.step) : phase.kind;
  useEffect(() => {
    heading.current?.focus();
  }, [stepShown]);

  const submitDetails = async (values: JoinDetailsForm) => {
    const planId = isPlanId(preset.current.plan) ? preset.current.plan : undefined;
    const res = await startJoin({
      firstName: values.firstName,
      lastName: values.lastName,
      phoneNumber: values.phoneNumber,
      agencyName: values.agencyName,
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      planId,
      invite: preset.current.invite ?? undefined,
    });
    joinToken.set(res.token);
    show(res.application, true);
  };

  const startAgain = () => {
    joinToken.clear();
    setPhase({ kind: 'details', defaults: {} });
  };

  const signIn = () => {
    storage.set(STORAGE_KEYS.redirectAfterLogin, '/join/new');
    dialog.open('sign-in');
  };

  const sendResumeLink = async () => {
    setResume('sending');
    try {
      await emailResumeLink();
      setResume('sent');
    } catch (e) {
      setResume(e instanceof ApiError ? e.message : 'We could not send the link. Please try again.');
    }
  };

  const current: JoinStep =
    phase.kind === 'wizard' ? (viewing ?? phase.application.step) : phase.kind === 'details' ? 'details' : 'details';
  const reached: JoinStep = phase.kind === 'wizard' ? phase.application.step : 'details';

  return (
    <section className="flex-1 bg-gradient-to-b from-brand-soft/60 to-canvas px-4 py-8 sm:py-12">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <header className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Join {brand.name}</p>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-2 text-2xl font-semibold tracking-tight text-ink outline-none sm:text-3xl"
          >
            {current === 'details'
              ? 'Start your membership'
              : current === 'plan'
                ? 'Choose your plan'
                : current === 'agreement'
                  ? 'Read and sign the agreement'
                  : 'Payment'}
          </h1>
        </header>
        <JoinStepper current={current} reached={reached} onOpen={phase.kind === 'wizard' ? setViewing : undefined} />

        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
          {phase.kind === 'loading' ? <LoadingBlock text="Loading your application..." /> : null}
          {phase.kind === 'failed' ? (
            <LoadError
              title="Your application could not be loaded"
              message={phase.message}
              onRetry={() => {
                setPhase({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            />
          ) : null}
          {phase.kind === 'details' ? (
            <div className="flex flex-col gap-4">
              {phase.notice ? <Alert variant="destructive" title={phase.notice} /> : null}
              <DetailsStep defaults={phase.defaults} onSubmit={submitDetails} onSignIn={signIn} />
            </div>
          ) : null}
          {phase.kind === 'wizard' ? (
            <WizardBody
              phase={phase}
              current={current}
              onApplication={(application) => {
                setViewing(null);
                setPhase({ kind: 'wizard', application, justStarted: false });
              }}
              onSigned={(application) => {
                setPhase({ kind: 'wizard', application, justStarted: false });
                navigate('/payment');
              }}
            />
          ) : null}
        </div>

        {phase.kind === 'wizard' && !phase.application.membershipActive ? (
          <div className="flex flex-col items-center gap-2 text-center text-sm text-muted sm:flex-row sm:justify-between sm:text-left print:hidden">
            <p>
              Applying as <span className="font-medium text-ink">{phase.application.email}</span>.{' '}
              {user ? null : (
                <Button variant="link" size="sm" className="text-sm" onClick={startAgain}>
                  Not you? Start again
                </Button>
              )}
            </p>
            {resume === 'sent' ? (
              <p role="status" className="flex items-center gap-1.5 text-success">
                <MailCheck aria-hidden className="size-4" /> Link sent. Check your inbox.
              </p>
            ) : (
              <div className="flex flex-col items-center gap-1 sm:items-end">
                <Button variant="ghost" size="sm" onClick={() => void sendResumeLink()} disabled={resume === 'sending'}>
                  <Send aria-hidden /> E-mail me a link to finish later
                </Button>
                {resume !== 'idle' && resume !== 'sending' ? (
                  <p role="alert" className="text-danger">
                    {resume}
                  </p>
                ) : null}
              </div>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function WizardBody({
  phase,
  current,
  onApplication,
  onSigned,
}: {
  phase: Extract<Phase, { kind: 'wizard' }>;
  current: JoinStep;
  onApplication: (application: JoinApplicationDto) => void;
  onSigned: (application: JoinApplicationDto) => void;
}) {
  const { application, justStarted } = phase;
  if (application.membershipActive) {
    return (
      <Alert variant="success" title="Your membership is active">
        <p>Welcome aboard. Everything is ready in your dashboard.</p>
        <Link to="/dashboard" className={buttonClasses('default', 'md', 'mt-3')}>
          Go to your dashboard
        </Link>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {justStarted && !application.signedInAsApplicant ? (
        <Alert variant="success" title={`Check your inbox: we sent a confirmation link to ${application.email}`}>
          Confirm your e-mail before you pay. You can carry on choosing your plan and reading the agreement meanwhile.
        </Alert>
      ) : null}
      {current === 'plan' ? (
        <PlanStep
          planId={application.planId}
          interval={application.interval}
          onChoose={async (planId, interval) => onApplication(await choosePlan({ planId, interval }))}
        />
      ) : null}
      {current === 'agreement' ? (
        <AgreementStep
          defaultName={`${application.firstName} ${application.lastName}`.trim()}
          onSign={async (values) => onSigned(await signOnApplication(values))}
        />
      ) : null}
      {current === 'payment' ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-ink">You have signed the agreement. The last step is payment.</p>
          <Link to="/payment" className={buttonClasses('default', 'lg')}>
            Continue to payment
          </Link>
        </div>
      ) : null}
    </div>
  );
}
