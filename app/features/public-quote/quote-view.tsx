import type { CSSProperties, ReactNode } from 'react';
import { CalendarDays, CircleCheck, MapPin, Moon, Printer, Users } from 'lucide-react';
import { DEFAULT_BRANDING, brandCssVars, type Branding } from '@domain/branding';
import { formatLongDate, formatPence } from '@domain/formats';
import { isQuoteAccepted } from '@domain/quotes/status';
import { has, hasNum, plural } from './format';
import {
  AgentCard,
  ExtrasSection,
  ItinerarySection,
  PolicySections,
  PricingSection,
  ProtectionSection,
  agentName,
  quoteTotal,
} from './quote-plan';
import {
  AccommodationSection,
  CarHireSection,
  CruiseSection,
  FlightsSection,
  HotelSection,
  TransfersSection,
} from './quote-travel';
import { QUOTE_VIEW_CSS } from './quote-view-styles';
import type { QuoteViewData, QuoteViewMode } from './types';

export type { QuoteViewData, QuoteViewMode } from './types';

/** Branding as inline CSS custom properties (React accepts `--name` keys in style). */
export function brandStyle(branding: Branding): CSSProperties {
  const style: CSSProperties & Record<string, string> = { ...brandCssVars(branding) };
  return style;
}

export function travellersText(q: QuoteViewData): string | null {
  if (has(q.party)) return q.party;
  const parts = [
    hasNum(q.adults) && q.adults > 0 ? plural(q.adults, 'adult') : null,
    hasNum(q.children) && q.children > 0 ? plural(q.children, 'child', 'children') : null,
    hasNum(q.infants) && q.infants > 0 ? plural(q.infants, 'infant') : null,
  ].filter(has);
  return parts.length ? parts.join(', ') : null;
}

function returnDate(q: QuoteViewData): string | null {
  if (has(q.flight_return_date)) return q.flight_return_date;
  if (has(q.accommodation_details?.check_out)) return q.accommodation_details.check_out;
  return null;
}

/** The one-line summary used by the page's meta description too. */
export function quoteSummaryText(q: QuoteViewData): string {
  const start = has(q.departure_date)
    ? q.departure_date
    : has(q.flight_departure_date)
      ? q.flight_departure_date
      : null;
  const total = quoteTotal(q);
  return [
    has(q.destination) ? q.destination : null,
    has(q.hotel_name) ? q.hotel_name : null,
    start ? `from ${formatLongDate(start)}` : null,
    hasNum(q.duration_days) && q.duration_days > 0 ? plural(q.duration_days, 'night') : null,
    travellersText(q),
    total !== null ? `${formatPence(total)} total` : null,
  ]
    .filter(has)
    .join(' · ');
}

function Hero({ q }: { q: QuoteViewData }) {
  const start = has(q.departure_date)
    ? q.departure_date
    : has(q.flight_departure_date)
      ? q.flight_departure_date
      : null;
  const end = returnDate(q);
  const travellers = travellersText(q);
  const total = quoteTotal(q);
  return (
    <header className={`qv-hero ${has(q.hero_image) ? '' : 'qv-hero--plain'}`}>
      {has(q.hero_image) ? (
        <img
          className="qv-hero-img"
          src={q.hero_image}
          alt=""
          fetchPriority="high"
          decoding="async"
          width={1280}
          height={560}
        />
      ) : null}
      <div className="qv-hero-inner">
        {has(q.destination) ? (
          <p className="qv-eyebrow">
            <MapPin size={16} aria-hidden="true" /> {q.destination}
          </p>
        ) : null}
        <h1 className="qv-h1">{has(q.title) ? q.title : 'Your holiday quote'}</h1>
        <ul className="qv-chips" aria-label="Trip summary">
          {start ? (
            <li>
              <CalendarDays size={16} aria-hidden="true" />
              {formatLongDate(start)}
              {end ? ` – ${formatLongDate(end)}` : ''}
            </li>
          ) : null}
          {hasNum(q.duration_days) && q.duration_days > 0 ? (
            <li>
              <Moon size={16} aria-hidden="true" />
              {plural(q.duration_days, 'night')}
            </li>
          ) : null}
          {travellers ? (
            <li>
              <Users size={16} aria-hidden="true" />
              {travellers}
            </li>
          ) : null}
        </ul>
        {total !== null ? (
          <p className="qv-hero-price">
            <span className="qv-hero-price-amount">{formatPence(total)}</span>
            <span> total</span>
            {hasNum(q.final_price_per_person) && q.final_price_per_person > 0 ? (
              <span className="qv-hero-pp"> · {formatPence(q.final_price_per_person)} per person</span>
            ) : null}
          </p>
        ) : null}
      </div>
    </header>
  );
}

function Actions({ mode, q }: { mode: QuoteViewMode; q: QuoteViewData }) {
  if (mode === 'print') return null;
  const total = quoteTotal(q);
  // In the builder preview the buttons are shown but do nothing (no dialogs there).
  const inert = mode === 'preview';
  return (
    <div className="qv-card qv-cta qv-no-print">
      {total !== null ? (
        <p className="qv-cta-price">
          <span className="qv-muted">Total</span>
          <strong>{formatPence(total)}</strong>
        </p>
      ) : null}
      {isQuoteAccepted(q.quote_status) ? (
        <p className="qv-accepted" role="status">
          <CircleCheck size={18} aria-hidden="true" /> Quote accepted
          <span className="qv-muted">Your travel agent will be in touch to confirm the booking.</span>
        </p>
      ) : (
        <button
          type="button"
          className="qv-btn qv-btn--primary"
          data-open-dialog="accept"
          disabled={inert || undefined}
        >
          Accept this quote
        </button>
      )}
      <button
        type="button"
        className="qv-btn qv-btn--secondary"
        data-open-dialog="enquire"
        disabled={inert || undefined}
      >
        Ask a question
      </button>
      <button type="button" className="qv-btn qv-btn--ghost" data-print disabled={inert || undefined}>
        {/* The browser's print dialog with the A4 print sheet, where "Save as PDF" is one choice (issue 18). */}
        <Printer size={16} aria-hidden="true" /> Print or save as PDF
      </button>
    </div>
  );
}

/**
 * The branded holiday quote: pure markup, no data fetching and no browser
 * APIs, so the server can render it to static HTML for /quotes/* pages and the
 * builder can show it as a live preview. Sections without data are left out.
 * The small public script (app/public-entry.ts) wires the buttons on real pages.
 */
export function QuoteView({
  quote,
  mode,
  layout,
  children,
}: {
  quote: QuoteViewData;
  mode: QuoteViewMode;
  /** Itinerary pages lead with the day-by-day plan; defaults to the quote's kind. */
  layout?: 'standard' | 'itinerary';
  /** The page's footer and dialogs: inside the branded root so they wear the agent's font, colours and buttons. */
  children?: ReactNode;
}) {
  const branding = quote.branding ?? DEFAULT_BRANDING;
  const agent = quote.agent;
  const itineraryFirst = (layout ?? quote.kind ?? 'standard') === 'itinerary';
  return (
    <div className={`qv qv--${mode}`} style={brandStyle(branding)} data-quote-slug={quote.slug ?? undefined}>
      {mode === 'preview' ? <style dangerouslySetInnerHTML={{ __html: QUOTE_VIEW_CSS }} /> : null}
      <div className="qv-topbar">
        {has(agent?.logo_url) ? (
          <img className="qv-logo" src={agent.logo_url} alt={`${agentName(agent)} logo`} height={44} width={160} />
        ) : (
          <span className="qv-logo-text">{agentName(agent)}</span>
        )}
      </div>
      <Hero q={quote} />
      <div className="qv-layout">
        <div className="qv-main">
          {itineraryFirst ? <ItinerarySection q={quote} /> : null}
          <HotelSection q={quote} />
          <FlightsSection q={quote} />
          <AccommodationSection q={quote} />
          <TransfersSection q={quote} />
          <CruiseSection q={quote} />
          <CarHireSection q={quote} />
          {itineraryFirst ? null : <ItinerarySection q={quote} />}
          <ExtrasSection q={quote} />
          <PricingSection q={quote} />
          <PolicySections q={quote} />
          <ProtectionSection q={quote} />
        </div>
        <aside className="qv-aside" aria-label="Book this holiday">
          <div className="qv-sticky">
            <Actions mode={mode} q={quote} />
            <AgentCard agent={agent} />
          </div>
        </aside>
      </div>
      {mode === 'page' ? (
        // On phones the booking card sits far down; this bar keeps the two actions in reach.
        <div className="qv-mobilebar qv-no-print">
          {isQuoteAccepted(quote.quote_status) ? null : (
            <button type="button" className="qv-btn qv-btn--primary" data-open-dialog="accept">
              Accept quote
            </button>
          )}
          <button type="button" className="qv-btn qv-btn--secondary" data-open-dialog="enquire">
            Ask a question
          </button>
        </div>
      ) : null}
      {children}
    </div>
  );
}

export default QuoteView;
