import type { ReactNode } from 'react';

/** Small building blocks of QuoteView; pure markup styled by quote-view-styles.ts. */

export function Section({
  id,
  title,
  icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`qv-card qv-section ${className ?? ''}`} aria-labelledby={`qv-h-${id}`} id={`qv-${id}`}>
      <h2 className="qv-h2" id={`qv-h-${id}`}>
        {icon ? (
          <span className="qv-h2-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A definition list of label/value pairs; rows without a value are left out. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false);
  if (shown.length === 0) return null;
  return (
    <dl className="qv-facts">
      {shown.map(([label, value]) => (
        <div className="qv-fact" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Stars({ rating }: { rating: number }) {
  const n = Math.max(0, Math.min(5, Math.round(rating)));
  if (n === 0) return null;
  return (
    <span className="qv-stars" role="img" aria-label={`${n} star${n === 1 ? '' : 's'}`}>
      {'★'.repeat(n)}
    </span>
  );
}

/** Multi-line text typed by the agent: blank lines make paragraphs. */
export function Prose({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="qv-prose">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
