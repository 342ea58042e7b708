import type { MailMessage } from './interface';
import { layout } from './templates';

/*
 * The join funnel's e-mails, in the layout of templates.ts: the resume link,
 * the note to an address that already has an account, and the welcome.
 */

type Base = { to: string; brandName: string; firstName?: string | null };

const hello = (firstName?: string | null) => (firstName ? `Hi ${firstName},` : 'Hello,');

function message(
  m: Base,
  subject: string,
  heading: string,
  lines: string[],
  button: { label: string; href: string },
  footer: string,
): MailMessage {
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${button.label}: ${button.href}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, heading, lines, button, footer),
  };
}

/** "Continue on another device": the wizard's resume link, which works for 30 days after the last step. */
export function joinResumeMail(m: Base & { link: string; stepLabel: string }): MailMessage {
  return message(
    m,
    `Continue your ${m.brandName} membership application`,
    'Pick up where you left off',
    [
      hello(m.firstName),
      `Here is the link to your ${m.brandName} membership application. It opens at the step you reached: ${m.stepLabel}.`,
      'The link works on any device for 30 days after your last step. Keep it to yourself: anyone with it can continue your application.',
    ],
    { label: 'Continue my application', href: m.link },
    'If you did not start an application, you can ignore this e-mail.',
  );
}

/**
 * To an address that already has an account when someone starts the wizard
 * with it: the wizard's answer is the same either way, only the holder learns
 * the address is registered.
 */
export function joinAccountExistsMail(m: Base & { link: string }): MailMessage {
  return message(
    m,
    `Your ${m.brandName} membership application`,
    'You already have an account',
    [
      hello(m.firstName),
      `Someone just started a ${m.brandName} membership application with this e-mail address, which already has an account.`,
      'If it was you, sign in with your existing password to choose your plan and pay: your application is kept for you.',
    ],
    { label: 'Sign in and continue', href: m.link },
    'If it was not you, you can ignore this e-mail: nothing about your account has changed.',
  );
}

/** Sent once a membership has started: what to do first. */
export function welcomeMail(
  m: Base & { planName: string; dashboardLink: string; setupLink: string; agreementLink: string },
): MailMessage {
  return message(
    m,
    `Welcome to ${m.brandName}`,
    `Welcome to ${m.brandName}`,
    [
      hello(m.firstName),
      `Your ${m.planName} membership has started. You can now sign in to your dashboard, build quotes and start selling.`,
      `First steps: finish your account (the name your clients see, your agency and phone) at ${m.setupLink}, then work through the induction in Training.`,
      `The agreement you signed is kept in your account: ${m.agreementLink}`,
      'Your receipts come from our payments team in a separate e-mail.',
    ],
    { label: 'Go to my dashboard', href: m.dashboardLink },
    `Questions? Reply to this e-mail and the ${m.brandName} membership team will help.`,
  );
}
