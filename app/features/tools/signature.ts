/** What an e-mail signature shows: the agent, their agency and how to reach them. */
export type SignatureDetails = {
  name: string;
  title: string;
  agency: string | null;
  phone: string | null;
  email: string;
  website: string | null;
  logoUrl: string | null;
  primaryColor: string;
};

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A colour written #rrggbb, or the fallback: nothing else reaches the style attribute. */
function safeColor(c: string): string {
  return /^#[0-9a-f]{6}$/i.test(c) ? c : '#0F4C81';
}

/**
 * The signature as HTML that mail programs keep: one table, inline styles,
 * absolute image address, no scripts or classes (Outlook drops style sheets).
 * Every value is escaped; colours must be #rrggbb.
 */
export function signatureHtml(d: SignatureDetails): string {
  const color = safeColor(d.primaryColor);
  const lines = [
    `<strong style="font-size:15px;color:${color}">${escape(d.name)}</strong>`,
    `<span style="color:#52606d">${escape(d.title)}${d.agency ? ` · ${escape(d.agency)}` : ''}</span>`,
    d.phone
      ? `<a href="tel:${escape(d.phone.replace(/[^\d+]/g, ''))}" style="color:#1f2933;text-decoration:none">${escape(d.phone)}</a>`
      : null,
    `<a href="mailto:${escape(d.email)}" style="color:${color};text-decoration:none">${escape(d.email)}</a>`,
    d.website
      ? `<a href="${escape(d.website)}" style="color:${color};text-decoration:none">${escape(d.website.replace(/^https?:\/\//, ''))}</a>`
      : null,
  ].filter(Boolean);
  const logo = d.logoUrl
    ? `<td style="padding:0 14px 0 0;vertical-align:top"><img src="${escape(d.logoUrl)}" alt="${escape(d.agency ?? d.name)}" width="72" style="display:block;width:72px;height:auto;border:0"></td>`
    : '';
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#1f2933">` +
    `<tr>${logo}<td style="vertical-align:top;border-left:3px solid ${color};padding-left:12px">${lines.join('<br>')}</td></tr></table>`
  );
}

/** The same signature as plain text, for mail written without formatting. */
export function signatureText(d: SignatureDetails): string {
  return [d.name, `${d.title}${d.agency ? ` · ${d.agency}` : ''}`, d.phone, d.email, d.website]
    .filter(Boolean)
    .join('\n');
}
