import type { RenewReq, RenewResultDto } from '@domain/membership-billing';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import type { Viewer } from '../../lib/viewer';
import { callProvider } from './provider-call';
import { loadMembershipBilling, memberSubscriptions, primaryBilled } from './load-billing';
import { customerIdOf, startMembershipCheckout } from './start-checkout';

/**
 * The one button of /renew-subscription and /quote-agent-payment: resumes a
 * subscription set to end, sends a past-due member to pay what is owed, or
 * opens a new checkout. The membership itself changes when the provider's
 * webhook arrives.
 */
export async function renewMembership(ctx: AppContext, viewer: Viewer, req: RenewReq): Promise<RenewResultDto> {
  const billing = await loadMembershipBilling(ctx, viewer);
  const provider = ctx.payments.provider;
  const primary = primaryBilled(await memberSubscriptions(ctx.db, viewer.user.id));
  const providerSubId = primary?.billing.provider === provider.kind ? primary.billing.providerSubscriptionId : null;
  switch (billing.action) {
    case 'resume':
      if (!providerSubId) break;
      await callProvider(() => provider.resume(providerSubId));
      return { kind: 'resumed' };
    case 'pay-outstanding': {
      const customerId = await customerIdOf(ctx, viewer.user.id);
      if (!customerId || !providerSubId) break;
      const from = req.from === 'quote-agent-payment' ? '/quote-agent-payment' : '/renew-subscription';
      const { url } = await callProvider(() =>
        provider.customerPortal({
          customerId,
          returnUrl: `${ctx.publicUrl}${from}?paid=1`,
          payOutstandingFor: providerSubId,
        }),
      );
      return { kind: 'redirect', url };
    }
    case 'checkout': {
      const started = await startMembershipCheckout(ctx, viewer, {
        planId: req.planId ?? billing.suggestedPlanId,
        interval: req.interval ?? 'month',
        from: req.from ?? 'renew',
      });
      return { kind: 'redirect', url: started.url };
    }
    case 'none':
      break;
  }
  throw conflict('Your membership is active: there is nothing to pay now.');
}

/** Cancels at the end of the paid period; the webhook records it. */
export async function cancelMembership(ctx: AppContext, viewer: Viewer): Promise<void> {
  const provider = ctx.payments.provider;
  const primary = primaryBilled(await memberSubscriptions(ctx.db, viewer.user.id));
  if (
    !primary ||
    primary.billing.provider !== provider.kind ||
    !['active', 'trialing', 'past_due'].includes(primary.sub.status) ||
    primary.billing.cancelAtPeriodEnd
  ) {
    throw conflict('There is no renewing membership to cancel.');
  }
  const id = primary.billing.providerSubscriptionId;
  await callProvider(() => provider.cancelAtPeriodEnd(id));
}

/** The provider's page where the member changes the card on file. */
export async function cardPortal(ctx: AppContext, viewer: Viewer, returnPath: string): Promise<{ url: string }> {
  const customerId = await customerIdOf(ctx, viewer.user.id);
  if (!customerId) throw conflict('There is no card on file yet.');
  return callProvider(() =>
    ctx.payments.provider.customerPortal({ customerId, returnUrl: `${ctx.publicUrl}${returnPath}` }),
  );
}
