import type { MailMessage } from './interface';

type Common = { to: string; brandName: string; link: string; firstName?: string | null };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function greeting(firstName?: string | null): string {
  return firstName ? `Hi ${firstName},` : 'Hello,';
}

/** A plain, readable HTML layout that survives mail clients without CSS support (shared by every area's templates). */
export function layout(
  brandName: string,
  heading: string,
  paragraphs: string[],
  button: { label: string; href: string },
  footer: string,
): string {
  const brand = escapeHtml(brandName);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const href = escapeHtml(button.href);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:18px;font-weight:bold;color:#0F4C81;padding-bottom:24px">${brand}</td></tr>
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#0F4C81;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d">If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:#0F4C81;word-break:break-all">${href}</a></p>
<p style="margin:0;line-height:1.5;font-size:13px;color:#52606d">${escapeHtml(footer)}</p></td></tr>
</table></td></tr></table></body></html>`;
}

/** Sent after sign-up and on "resend confirmation". */
export function confirmSignUpMail(m: Common): MailMessage {
  const subject = `Confirm your e-mail for ${m.brandName}`;
  const lines = [
    greeting(m.firstName),
    `Thanks for joining ${m.brandName}. Please confirm your e-mail address so you can sign in.`,
    'The link works once and expires in 1 hour.',
  ];
  const footer = `If you did not create an account with ${m.brandName}, you can ignore this e-mail.`;
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\nConfirm your e-mail: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(
      m.brandName,
      'Confirm your e-mail address',
      lines,
      { label: 'Confirm my e-mail', href: m.link },
      footer,
    ),
  };
}

/** Sent on "forgot password". */
export function resetPasswordMail(m: Common): MailMessage {
  const subject = `Reset your ${m.brandName} password`;
  const lines = [
    greeting(m.firstName),
    `We received a request to reset the password for your ${m.brandName} account.`,
    'Choose a new password with the link below. It works once and expires in 1 hour.',
  ];
  const footer = 'If you did not ask for this, you can ignore this e-mail: your password stays the same.';
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\nReset your password: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, 'Reset your password', lines, { label: 'Choose a new password', href: m.link }, footer),
  };
}

/**
 * Sent instead of a confirmation when someone signs up with an address that
 * already has an account: the sign-up answer is the same either way, and only
 * the holder learns the address is registered.
 */
export function accountExistsMail(m: Common): MailMessage {
  const subject = `You already have a ${m.brandName} account`;
  const lines = [
    greeting(m.firstName),
    `Someone just tried to create a ${m.brandName} account with this e-mail address, which already has one.`,
    'If it was you, sign in with your password, or ask for a new one with the link below.',
  ];
  const footer = 'If it was not you, you can ignore this e-mail: nothing about your account has changed.';
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\nForgot your password? ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(
      m.brandName,
      'You already have an account',
      lines,
      { label: 'Reset my password', href: m.link },
      footer,
    ),
  };
}

/** Sent to an address another account asked to move to, when that address already has an account. */
export function emailInUseMail(m: Common): MailMessage {
  const subject = `Your e-mail address and ${m.brandName}`;
  const lines = [
    greeting(m.firstName),
    `Someone signed in to ${m.brandName} asked to use this e-mail address for their account. It already belongs to your account, so nothing was changed.`,
  ];
  const footer = 'You do not need to do anything. If you did not expect this, you can sign in and check your account.';
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\nSign in: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(
      m.brandName,
      'Your e-mail address is already in use',
      lines,
      { label: 'Sign in', href: m.link },
      footer,
    ),
  };
}

/** Sent to the new address when an account holder changes their e-mail. */
export function confirmEmailChangeMail(m: Common & { oldEmail: string }): MailMessage {
  const subject = `Confirm your new e-mail for ${m.brandName}`;
  const lines = [
    greeting(m.firstName),
    `You asked to change the e-mail of your ${m.brandName} account from ${m.oldEmail} to ${m.to}.`,
    'Confirm the change with the link below. Until then you keep signing in with your current address. The link works once and expires in 1 hour.',
  ];
  const footer = 'If you did not ask for this, ignore this e-mail and nothing will change.';
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\nConfirm your new e-mail: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(
      m.brandName,
      'Confirm your new e-mail address',
      lines,
      { label: 'Confirm new e-mail', href: m.link },
      footer,
    ),
  };
}

type QuoteContactMail = {
  to: string;
  brandName: string;
  /** The agent's tasks page. */
  link: string;
  firstName?: string | null;
  quoteTitle: string;
  quoteUrl: string;
  contact: { name: string; email: string; phone: string | null; message: string | null };
};

function contactLines(c: QuoteContactMail['contact']): string[] {
  return [
    `Name: ${c.name}`,
    `E-mail: ${c.email}`,
    ...(c.phone ? [`Phone: ${c.phone}`] : []),
    ...(c.message ? [`Message: ${c.message}`] : []),
  ];
}

/** To the agent when a customer accepts a quote from its public page. */
export function quoteAcceptedMail(m: QuoteContactMail): MailMessage {
  const subject = `Quote accepted: ${m.quoteTitle}`;
  const lines = [
    greeting(m.firstName),
    `Good news: a customer has accepted your quote "${m.quoteTitle}" (${m.quoteUrl}).`,
    ...contactLines(m.contact),
    'A task to follow up has been added to your tasks. Get in touch soon to confirm the booking.',
  ];
  const footer = `You receive this because you are the agent on this quote at ${m.brandName}.`;
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\nOpen your tasks: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, 'Your quote was accepted', lines, { label: 'Open my tasks', href: m.link }, footer),
  };
}

/** To the agent when a customer sends an enquiry about a quote. */
export function quoteEnquiryMail(m: QuoteContactMail): MailMessage {
  const subject = `New enquiry: ${m.quoteTitle}`;
  const lines = [
    greeting(m.firstName),
    `A customer has a question about your quote "${m.quoteTitle}" (${m.quoteUrl}).`,
    ...contactLines(m.contact),
    'A task to reply has been added to your tasks.',
  ];
  const footer = `You receive this because you are the agent on this quote at ${m.brandName}.`;
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\nOpen your tasks: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, 'New enquiry about your quote', lines, { label: 'Open my tasks', href: m.link }, footer),
  };
}

export type SocialReviewMail = {
  to: string;
  brandName: string;
  firstName?: string | null;
  quoteTitle: string;
  headline: string;
  /** Posted: where the post can be seen. Rejected: the agent's quote, to change and ask again. */
  link: string;
};

/** To the agent when an admin approves their social post and it is published. */
export function socialPostPostedMail(m: SocialReviewMail): MailMessage {
  const lines = [
    greeting(m.firstName),
    `Your post "${m.headline}" for the quote "${m.quoteTitle}" has been approved and is now live.`,
    'It is also listed in Posted Deals, where you can share it again.',
  ];
  const footer = `You receive this because you asked ${m.brandName} to post this quote.`;
  return {
    to: m.to,
    subject: `Your post is live: ${m.headline}`,
    text: `${lines.join('\n\n')}\n\nSee the post: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, 'Your post is live', lines, { label: 'See the post', href: m.link }, footer),
  };
}

/** To the agent when an admin rejects their social post, with the admin's reason. */
export function socialPostRejectedMail(m: SocialReviewMail & { reason: string }): MailMessage {
  const lines = [
    greeting(m.firstName),
    `Your post "${m.headline}" for the quote "${m.quoteTitle}" was not approved.`,
    `Reason: ${m.reason}`,
    'You can change the post and ask again from the quote.',
  ];
  const footer = `You receive this because you asked ${m.brandName} to post this quote.`;
  return {
    to: m.to,
    subject: `Post not approved: ${m.headline}`,
    text: `${lines.join('\n\n')}\n\nOpen the quote: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, 'Your post was not approved', lines, { label: 'Open the quote', href: m.link }, footer),
  };
}
