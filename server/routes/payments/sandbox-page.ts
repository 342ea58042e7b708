import { formatPence } from '@domain/formats';
import type { SessionView } from '../../integrations/payments/sandbox/sandbox';

/*
 * The sandbox's hosted payment page: plain server-rendered HTML with a tiny
 * script, served by the app at its own address the way a provider serves
 * its checkout. The card number is never written back into the page.
 */

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type PageState = {
  session: SessionView;
  brandName: string;
  /** Field messages after a submit the card checks refused. */
  fields?: Record<string, string>;
  /** The decline or authentication failure to show above the form. */
  error?: string | null;
  /** What the visitor typed that is safe to keep (never the number or CVC). */
  values?: { name?: string; expiry?: string };
};

function amountLine(s: SessionView): { headline: string; detail: string; button: string } {
  const per = s.interval === 'year' ? 'year' : 'month';
  if (s.mode === 'setup')
    return { headline: 'Change your card', detail: 'Nothing is charged now.', button: 'Save card' };
  if (s.mode === 'invoice')
    return {
      headline: formatPence(s.amountPence),
      detail: 'Payment due now',
      button: `Pay ${formatPence(s.amountPence)}`,
    };
  if (s.mode === 'payment')
    return { headline: formatPence(s.amountPence), detail: 'One payment', button: `Pay ${formatPence(s.amountPence)}` };
  if (s.trialDays > 0) {
    return {
      headline: `${s.trialDays} days free`,
      detail: `Then ${formatPence(s.amountPence)} per ${per}. Nothing is charged today.`,
      button: 'Start free trial',
    };
  }
  return {
    headline: formatPence(s.amountPence),
    detail: `per ${per}, renews automatically until cancelled`,
    button: `Pay ${formatPence(s.amountPence)}`,
  };
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f5f9;color:#0f172a}
.bar{background:#fef3c7;color:#78350f;text-align:center;font-size:14px;padding:8px 12px;border-bottom:1px solid #fde68a}
.wrap{max-width:960px;margin:0 auto;padding:24px 16px;display:grid;gap:24px}
@media(min-width:800px){.wrap{grid-template-columns:1fr 1fr;padding:48px 24px;align-items:start}}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 12px}.muted{color:#475569;font-size:14px}
.big{font-size:32px;font-weight:700;margin:16px 0 4px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;font-size:16px;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;background:#fff}
input:focus{outline:2px solid #0f4c81;outline-offset:1px}input[aria-invalid=true]{border-color:#b91c1c}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.err{color:#b91c1c;font-size:13px;margin-top:4px}
.alert{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:8px;padding:12px;font-size:14px;margin-bottom:8px}
.ok{background:#f0fdf4;border-color:#bbf7d0;color:#166534}
button,.btn{display:inline-flex;justify-content:center;align-items:center;width:100%;margin-top:20px;padding:12px 16px;font-size:16px;font-weight:600;border-radius:8px;border:0;background:#0f4c81;color:#fff;cursor:pointer;text-decoration:none}
button:disabled{opacity:.6;cursor:progress}.btn.secondary,button.secondary{background:#fff;color:#0f172a;border:1px solid #cbd5e1}
.tag{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fde68a;color:#78350f;border-radius:999px;padding:2px 10px}
table{width:100%;border-collapse:collapse;font-size:13px}td{padding:4px 0;border-top:1px solid #f1f5f9}td:first-child{font-family:ui-monospace,monospace;white-space:nowrap;padding-right:12px}
a{color:#0f4c81}.back{display:inline-block;margin-top:16px;font-size:14px}
`;

function field(name: string, label: string, attrs: string, state: PageState, value = ''): string {
  const error = state.fields?.[name];
  const id = `f-${name}`;
  return `<div><label for="${id}">${esc(label)}</label><input id="${id}" name="${name}" ${attrs} value="${esc(value)}"${
    error ? ` aria-invalid="true" aria-describedby="${id}-err"` : ''
  }>${error ? `<div class="err" id="${id}-err">${esc(error)}</div>` : ''}</div>`;
}

function cardForm(state: PageState, button: string): string {
  const s = state.session;
  return `<form method="post" action="/sandbox-pay/${esc(s.id)}" novalidate data-pay>
${state.error ? `<div class="alert" role="alert">${esc(state.error)}</div>` : ''}
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required', state)}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required', state, state.values?.expiry)}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required', state)}
</div>
${field('name', 'Name on card', 'autocomplete="cc-name" maxlength="100" required', state, state.values?.name)}
<button type="submit">${esc(button)}</button>
</form>`;
}

function threeDSecure(state: PageState): string {
  const s = state.session;
  return `<div role="region" aria-labelledby="tds-title">
<h2 id="tds-title">Confirm it is you</h2>
<p class="muted">Your bank asks you to confirm this payment with ${esc(s.cardBrand ?? 'your card')} ending ${esc(s.cardLast4 ?? '')}. This is the sandbox's 3-D Secure test step.</p>
<form method="post" action="/sandbox-pay/${esc(s.id)}/3ds" data-pay>
<button type="submit" name="action" value="approve">Complete authentication</button>
<button type="submit" name="action" value="fail" class="secondary">Fail authentication</button>
</form></div>`;
}

const TEST_CARDS = `<h2>Test cards</h2><table><tbody>
<tr><td>4242 4242 4242 4242</td><td>Succeeds</td></tr>
<tr><td>4000 0000 0000 0002</td><td>Declined</td></tr>
<tr><td>4000 0027 6000 3184</td><td>Asks for 3-D Secure</td></tr>
<tr><td>4000 0000 0000 0341</td><td>Accepted, later renewals decline</td></tr>
</tbody></table><p class="muted">Any future expiry date, any 3-digit CVC and any name.</p>`;

/** The whole hosted page for a session in its current state. */
export function renderSandboxPage(state: PageState): string {
  const s = state.session;
  const amount = amountLine(s);
  let main: string;
  if (s.status === 'complete') {
    main = `<div class="alert ok" role="status">This payment is complete.</div><a class="btn" href="${esc(s.successUrl)}">Continue</a>`;
  } else if (s.status !== 'open' || s.expired) {
    main = `<div class="alert" role="status">This checkout has expired. Nothing has been charged.</div><a class="btn secondary" href="${esc(s.cancelUrl)}">Go back</a>`;
  } else if (s.pending3ds) {
    main = threeDSecure(state);
  } else {
    main = `<h2>Pay with card</h2>${cardForm(state, amount.button)}`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox payments · ${esc(state.brandName)}</title><style>${STYLE}</style></head>
<body><div class="bar">Sandbox payments: a test checkout. No real card is charged and no real money moves.</div>
<main class="wrap">
<section class="card" aria-labelledby="summary-title">
<span class="tag">Sandbox payments</span>
<h1 id="summary-title" style="margin-top:12px">${esc(state.brandName)}</h1>
<p class="muted">${esc(s.lineName)}</p>
<p class="big">${esc(amount.headline)}</p><p class="muted">${esc(amount.detail)}</p>
<p class="muted">Receipt to ${esc(s.email)}</p>
${s.status === 'open' && !s.expired ? `<a class="back" href="${esc(s.cancelUrl)}">Cancel and return</a>` : ''}
</section>
<section class="card">${main}</section>
<section class="card">${TEST_CARDS}</section>
</main><script src="/sandbox-pay/page.js" defer></script></body></html>`;
}

/** Groups the card number in fours, adds the expiry's slash, and stops a double submit. */
export const SANDBOX_PAGE_SCRIPT = `(function(){
var n=document.getElementById('f-number');if(n){n.addEventListener('input',function(){var d=n.value.replace(/\\D/g,'').slice(0,19);n.value=d.replace(/(.{4})/g,'$1 ').trim();});}
var e=document.getElementById('f-expiry');if(e){e.addEventListener('input',function(ev){var d=e.value.replace(/\\D/g,'').slice(0,4);if(ev.inputType&&ev.inputType.indexOf('delete')===0){return;}e.value=d.length>2?d.slice(0,2)+'/'+d.slice(2):d;});}
document.querySelectorAll('form[data-pay]').forEach(function(f){f.addEventListener('submit',function(){setTimeout(function(){f.querySelectorAll('button').forEach(function(b){b.disabled=true;});var b=f.querySelector('button[type=submit]');if(b&&!b.value){b.textContent='Processing...';}},0);});});
})();`;
