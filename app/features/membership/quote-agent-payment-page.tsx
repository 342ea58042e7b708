import { MembershipPage } from './renew-subscription-page';

/** A quote agent's own payment page (SPEC 2): their status, what it means, and the Quote Agent plan. */
export default function QuoteAgentPaymentPage() {
  return (
    <MembershipPage
      origin="/quote-agent-payment"
      title="Quote Agent membership"
      intro="Your Quote Agent membership opens the quote builder, suppliers and tools. Here is where it stands and how to pay."
      onlyPlan="quote"
    />
  );
}
