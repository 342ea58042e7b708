import type { MailMessage } from './interface';
import { layout } from './templates';

/** Sent when an admin converts a lead: the way back into the join wizard, with the details already filled in. */
export function leadInvitationMail(m: {
  to: string;
  brandName: string;
  name: string | null;
  link: string;
  days: number;
}): MailMessage {
  const first = m.name?.trim().split(/\s+/)[0];
  const lines = [
    first ? `Hi ${first},` : 'Hello,',
    `Thank you for your interest in joining ${m.brandName}. We have kept your details so you can pick up where you left off.`,
    'Finish joining with the link below: choose your plan, sign the agreement and pay securely.',
    `The link is yours alone, works once and expires in ${m.days} days.`,
  ];
  const footer = `If you no longer wish to join ${m.brandName}, you can ignore this e-mail.`;
  return {
    to: m.to,
    subject: `Finish joining ${m.brandName}`,
    text: `${lines.join('\n\n')}\n\nFinish joining: ${m.link}\n\n${footer}\n\n${m.brandName}`,
    html: layout(m.brandName, 'Finish joining', lines, { label: 'Finish joining', href: m.link }, footer),
  };
}
