import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text';

describe('toPlainText', () => {
  it('drops scripts, styles, comments and every tag, keeping the words', () => {
    const html =
      '<style>p{color:red}</style><p>Hotel <b>Playa</b></p><!-- hidden --><script>alert(1)</script><img src=x onerror=alert(2)>Sea views';
    expect(toPlainText(html, 1000)).toBe('Hotel Playa Sea views');
  });

  it('reads common entities as characters, and an escaped tag stays text', () => {
    expect(toPlainText('Fish &amp; chips &lt;b&gt; &quot;fresh&quot;', 1000)).toBe('Fish & chips <b> "fresh"');
  });

  it('folds blank space and control characters, and cuts to the limit with an ellipsis', () => {
    expect(toPlainText('a\u0000b   c\n\n\n\nd', 1000)).toBe('ab c\n\nd');
    expect(toPlainText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(toPlainText('short', 10)).toBe('short');
  });
});
