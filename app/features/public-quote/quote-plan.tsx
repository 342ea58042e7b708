import { CalendarDays, FileText, Gift, Mail, MapPin, Phone, PoundSterling, ShieldCheck } from 'lucide-react';
import { formatLongDate, formatPence, formatWeekdayDate } from '@domain/formats';
import { PAYMENT_OPTION_LABELS, has, hasNum } from './format';
import { Facts, Prose, Section } from './quote-parts';
import type { QuoteViewAgent, QuoteViewData } from './types';

const ICON = { size: 18, strokeWidth: 2 } as const;

export function ItinerarySection({ q }: { q: QuoteViewData }) {
  const days = (q.itinerary_details?.days ?? []).filter(
    (d) => has(d.title) || has(d.description) || has(d.location) || (d.activities ?? []).length > 0,
  );
  if (days.length === 0) return null;
  return (
    <Section id="itinerary" title="Day by day" icon={<CalendarDays {...ICON} />} className="qv-section--break">
      <ol className="qv-days">
        {days.map((d, i) => (
          <li className="qv-day" key={i}>
            <div className="qv-day-badge" aria-hidden="true">
              {hasNum(d.day) ? d.day : i + 1}
            </div>
            <div className="qv-day-body">
              <h3 className="qv-h3">
                <span className="qv-sr">Day {hasNum(d.day) ? d.day : i + 1}: </span>
                {has(d.title) ? d.title : `Day ${hasNum(d.day) ? d.day : i + 1}`}
              </h3>
              <p className="qv-muted qv-day-meta">
                {[has(d.date) ? formatWeekdayDate(d.date) : null, has(d.location) ? d.location : null]
                  .filter(has)
                  .join(' · ')}
              </p>
              {has(d.image_url) ? (
                <img
                  className="qv-day-img"
                  src={d.image_url}
                  alt={has(d.title) ? d.title : `Day ${i + 1}`}
                  loading="lazy"
                  decoding="async"
                  width={640}
                  height={300}
                />
              ) : null}
              {has(d.description) ? <Prose text={d.description} /> : null}
              {(d.activities ?? []).length > 0 ? (
                <ul className="qv-activities">
                  {(d.activities ?? []).map((a, j) => (
                    <li key={j}>
                      {/* Only a time the agent set is shown: no time means no time, never midnight. */}
                      {has(a.time) ? <span className="qv-time">{a.time}</span> : null}
                      <span>
                        <strong>{a.title ?? ''}</strong>
                        {has(a.place) ? <span className="qv-muted"> · {a.place}</span> : null}
                        {has(a.description) ? <span className="qv-activity-desc">{a.description}</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function ExtrasSection({ q }: { q: QuoteViewData }) {
  const extras = (q.extras ?? []).filter((e) => has(e.title));
  const includes = (q.pricing_details?.price_includes ?? []).filter(has);
  if (extras.length === 0 && includes.length === 0) return null;
  return (
    <Section id="extras" title="What’s included" icon={<Gift {...ICON} />}>
      {includes.length > 0 ? (
        <ul className="qv-checks">
          {includes.map((x, i) => (
            <li key={i}>{x}</li>
          ))}
        </ul>
      ) : null}
      {extras.length > 0 ? (
        <>
          <h3 className="qv-h3">Extras</h3>
          <ul className="qv-rows">
            {extras.map((e, i) => (
              <li key={i}>
                <span>
                  <strong>{e.title}</strong>
                  {has(e.description) ? <span className="qv-activity-desc">{e.description}</span> : null}
                </span>
                {hasNum(e.price) && e.price > 0 ? <span className="qv-amount">{formatPence(e.price)}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}

/** Total of the quote as the customer pays it. */
export function quoteTotal(q: QuoteViewData): number | null {
  if (hasNum(q.final_price_total) && q.final_price_total > 0) return q.final_price_total;
  if (hasNum(q.total_price) && q.total_price > 0) return q.total_price;
  return null;
}

export function PricingSection({ q }: { q: QuoteViewData }) {
  const total = quoteTotal(q);
  const schedule = (q.payment_schedule ?? []).filter((p) => hasNum(p.amount));
  const deposit = hasNum(q.deposit) && q.deposit > 0 ? q.deposit : null;
  if (total === null && schedule.length === 0 && deposit === null) return null;
  const perPerson = hasNum(q.final_price_per_person) && q.final_price_per_person > 0 ? q.final_price_per_person : null;
  return (
    <Section id="pricing" title="Price and payments" icon={<PoundSterling {...ICON} />} className="qv-section--break">
      <div className="qv-price-grid">
        {total !== null ? (
          <div className="qv-price-box">
            <span className="qv-muted">Total price</span>
            <span className="qv-price">{formatPence(total)}</span>
          </div>
        ) : null}
        {perPerson !== null ? (
          <div className="qv-price-box">
            <span className="qv-muted">Per person</span>
            <span className="qv-price qv-price--small">{formatPence(perPerson)}</span>
          </div>
        ) : null}
      </div>
      <Facts
        rows={[
          ['Payment', has(q.payment_option) ? (PAYMENT_OPTION_LABELS[q.payment_option] ?? q.payment_option) : null],
          ['Deposit', deposit !== null ? formatPence(deposit) : null],
          ['Deposit due', has(q.deposit_due_date) ? formatLongDate(q.deposit_due_date) : null],
          ['Balance due', has(q.balance_due_date) ? formatLongDate(q.balance_due_date) : null],
        ]}
      />
      {schedule.length > 0 ? (
        <table className="qv-table">
          <caption className="qv-h3">Payment schedule</caption>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Due</th>
              <th scope="col" className="qv-num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {schedule.map((p, i) => (
              <tr key={i}>
                <td>{has(p.label) ? p.label : `Payment ${i + 1}`}</td>
                <td>{has(p.due_date) ? formatLongDate(p.due_date) : '—'}</td>
                <td className="qv-num">{formatPence(p.amount ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {has(q.pricing_details?.price_notes) ? <Prose text={q.pricing_details.price_notes} /> : null}
      {q.show_supplier_logo === true && has(q.supplier_logo_url) ? (
        <p className="qv-supplier">
          <span className="qv-muted">Supplied by</span>
          <img src={q.supplier_logo_url} alt="Supplier logo" loading="lazy" width={120} height={40} />
        </p>
      ) : null}
    </Section>
  );
}

export function PolicySections({ q }: { q: QuoteViewData }) {
  return (
    <>
      {has(q.cancellation_policy) ? (
        <Section id="cancellation" title="Cancellation policy" icon={<FileText {...ICON} />}>
          <Prose text={q.cancellation_policy} />
        </Section>
      ) : null}
      {has(q.notes) ? (
        <Section id="notes" title="Notes from your agent" icon={<FileText {...ICON} />}>
          <Prose text={q.notes} />
        </Section>
      ) : null}
    </>
  );
}

export function ProtectionSection({ q }: { q: QuoteViewData }) {
  const p = q.protection;
  if (!p || !has(p.statement)) return null;
  return (
    <section className="qv-protection" aria-labelledby="qv-h-protection">
      <ShieldCheck size={22} aria-hidden="true" />
      <div>
        <h2 className="qv-h3" id="qv-h-protection">
          {has(p.title) ? p.title : 'Your financial protection'}
        </h2>
        <p>{p.statement}</p>
        <p>
          <a href={p.link ?? '/atol-protection'}>How your holiday is protected</a>
        </p>
      </div>
    </section>
  );
}

export function agentName(agent: QuoteViewAgent | null | undefined): string {
  if (!agent) return 'Your travel agent';
  return has(agent.display_name)
    ? agent.display_name
    : has(agent.agency_name)
      ? agent.agency_name
      : 'Your travel agent';
}

export function AgentCard({ agent }: { agent: QuoteViewAgent | null | undefined }) {
  if (!agent) return null;
  const name = agentName(agent);
  return (
    <section className="qv-card qv-agent" aria-labelledby="qv-h-agent">
      <h2 className="qv-h3" id="qv-h-agent">
        Your travel agent
      </h2>
      <div className="qv-agent-row">
        {has(agent.photo_url) ? (
          <img className="qv-agent-photo" src={agent.photo_url} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className="qv-agent-initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p className="qv-agent-name">{name}</p>
          {has(agent.agency_name) && agent.agency_name !== name ? (
            <p className="qv-muted">{agent.agency_name}</p>
          ) : null}
        </div>
      </div>
      <ul className="qv-contact">
        {has(agent.phone) ? (
          <li>
            <Phone size={16} aria-hidden="true" />
            <a href={`tel:${agent.phone.replace(/\s+/g, '')}`}>{agent.phone}</a>
          </li>
        ) : null}
        {has(agent.email) ? (
          <li>
            <Mail size={16} aria-hidden="true" />
            <a href={`mailto:${agent.email}`}>{agent.email}</a>
          </li>
        ) : null}
        {has(agent.agent_brand) ? (
          <li>
            <MapPin size={16} aria-hidden="true" />
            <a href={`/agents/${encodeURIComponent(agent.agent_brand)}`}>
              More holidays from {has(agent.page_display_name) ? agent.page_display_name : name}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

export { Facts };
