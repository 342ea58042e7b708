import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { PublicAgentPageDto } from '@domain/agent-page';
import { formatLongDate, formatPence } from '@domain/formats';
import { has, plural } from '../public-quote/format';
import { Prose } from '../public-quote/quote-parts';
import { brandStyle } from '../public-quote/quote-view';

/** A featured quote as a card linking to its public page. */
function QuoteCard({ q, first }: { q: PublicAgentPageDto['quotes'][number]; first: boolean }) {
  const meta = [
    has(q.destination) ? q.destination : null,
    has(q.departure_date) ? formatLongDate(q.departure_date) : null,
    q.duration_days ? plural(q.duration_days, 'night') : null,
  ].filter(has);
  return (
    <li>
      <a className="qv-card ap-card" href={`/quotes/${encodeURIComponent(q.slug)}`}>
        {has(q.hero_image) ? (
          <img
            className="ap-card-img"
            src={q.hero_image}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
            width={560}
            height={350}
          />
        ) : (
          <span className="ap-card-ph" aria-hidden="true">
            {q.destination ?? q.title}
          </span>
        )}
        <span className="ap-card-body">
          <span className="ap-card-title">{q.title}</span>
          {meta.length ? <span className="ap-card-meta">{meta.join(' · ')}</span> : null}
          {q.final_price_total ? <span className="ap-card-price">{formatPence(q.final_price_total)} total</span> : null}
        </span>
      </a>
    </li>
  );
}

/**
 * The agent's public page (/agents/<agentBrand>), rendered on the server:
 * branded hero with photo, bio and chosen contacts, then featured quotes.
 */
export function AgentPageView({ page }: { page: PublicAgentPageDto }) {
  const { contact } = page;
  const whatsapp = contact.whatsapp ? contact.whatsapp.replace(/[^\d]/g, '') : '';
  return (
    <div className="qv qv--page" style={brandStyle(page.branding)}>
      <div className="qv-topbar">
        {has(page.logoUrl) ? (
          <img
            className="qv-logo"
            src={page.logoUrl}
            alt={`${page.agencyName ?? page.displayName} logo`}
            height={44}
            width={160}
          />
        ) : (
          <span className="qv-logo-text">{page.agencyName ?? page.displayName}</span>
        )}
      </div>
      <header className="ap-hero">
        <div className="ap-hero-inner">
          {has(page.photoUrl) ? (
            <img
              className="ap-photo"
              src={page.photoUrl}
              alt={`Photo of ${page.displayName}`}
              width={132}
              height={132}
              fetchPriority="high"
            />
          ) : (
            <span className="ap-initial" aria-hidden="true">
              {page.displayName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <h1>{page.displayName}</h1>
            {has(page.headline) ? <p className="ap-headline">{page.headline}</p> : null}
            {has(page.agencyName) && page.agencyName !== page.displayName ? (
              <p className="ap-agency">{page.agencyName}</p>
            ) : null}
            <div className="ap-contact">
              {has(contact.phone) ? (
                <a className="qv-btn" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                  <Phone size={16} aria-hidden="true" /> {contact.phone}
                </a>
              ) : null}
              {has(contact.email) ? (
                <a className="qv-btn" href={`mailto:${contact.email}`}>
                  <Mail size={16} aria-hidden="true" /> Email me
                </a>
              ) : null}
              {whatsapp ? (
                <a className="qv-btn qv-btn--secondary" href={`https://wa.me/${whatsapp}`} rel="noopener">
                  <MessageCircle size={16} aria-hidden="true" /> WhatsApp
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </header>
      <main className="ap-main">
        {has(page.bio) ? (
          <section className="qv-card" aria-labelledby="ap-about">
            <h2 className="qv-h2" id="ap-about">
              About me
            </h2>
            <Prose text={page.bio} />
          </section>
        ) : null}
        <section aria-labelledby="ap-holidays">
          <h2 className="qv-h2" id="ap-holidays">
            Featured holidays
          </h2>
          {page.quotes.length ? (
            <ul className="ap-grid">
              {page.quotes.map((q, i) => (
                // The first card is in view on phones too; the rest load as the visitor scrolls.
                <QuoteCard key={q.slug} q={q} first={i === 0} />
              ))}
            </ul>
          ) : (
            <p className="qv-muted">New holidays are on their way. Get in touch to plan yours.</p>
          )}
        </section>
      </main>
    </div>
  );
}
