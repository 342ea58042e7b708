import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuoteView } from './quote-view';
import { sampleQuote } from './sample-quote';

const render = (quote: Parameters<typeof QuoteView>[0]['quote'], mode: 'page' | 'preview' | 'print' = 'page') =>
  renderToStaticMarkup(<QuoteView quote={quote} mode={mode} />);

describe('QuoteView', () => {
  it('leaves out every section that has no data', () => {
    const html = render({ title: 'Just a title' });
    expect(html).toContain('Just a title');
    for (const id of [
      'hotel',
      'flights',
      'accommodation',
      'transfers',
      'cruise',
      'car-hire',
      'itinerary',
      'extras',
      'pricing',
      'cancellation',
      'notes',
    ])
      expect(html).not.toContain(`id="qv-${id}"`);
  });

  it('shows money as en-GB pounds with 2 decimals, total and per person', () => {
    const html = render(sampleQuote());
    expect(html).toContain('£2,498.00');
    expect(html).toContain('£1,249.00 per person');
    expect(html).toContain('£400.00');
  });

  it('shows an activity time only when one was set (no fake midnight)', () => {
    const html = render({
      title: 'Plan',
      itinerary_details: {
        days: [
          {
            day: 1,
            title: 'Arrive',
            activities: [
              { time: null, title: 'Check in' },
              { time: '19:30', title: 'Dinner' },
            ],
          },
        ],
      },
    });
    expect(html).toContain('<span class="qv-time">19:30</span>');
    expect(html.match(/qv-time/g)).toHaveLength(1);
    expect(html).not.toContain('00:00');
  });

  it('links the protection statement to /atol-protection and applies the brand', () => {
    const html = render({
      ...sampleQuote(),
      protection: {
        kind: 'atol_package',
        title: 'ATOL protected package holiday',
        statement: 'Protected.',
        link: '/atol-protection',
      },
    });
    expect(html).toContain('href="/atol-protection"');
    expect(html).toContain('--brand-primary:#0F4C81');
  });

  it('has no actions in print mode and inert ones in the builder preview', () => {
    expect(render(sampleQuote(), 'print')).not.toContain('data-open-dialog');
    const preview = render(sampleQuote(), 'preview');
    expect(preview).toContain('<style>');
    expect(preview).toMatch(/data-open-dialog="accept" disabled/);
  });

  it('shows the supplier logo only when the agent chose to', () => {
    const q = { ...sampleQuote(), supplier_logo_url: '/uploads/s.png' };
    expect(render({ ...q, show_supplier_logo: false })).not.toContain('Supplier logo');
    expect(render({ ...q, show_supplier_logo: true })).toContain('Supplier logo');
  });
});
