import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

describe('the agreement Markdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    expect(parseBlocks('# Title\n\nOne\nline.\n\n- a\n- b\n\n1. x\n2. y\n\n## Next')).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'list', ordered: false, items: ['a', 'b'] },
      { kind: 'list', ordered: true, items: ['x', 'y'] },
      { kind: 'heading', level: 2, text: 'Next' },
    ]);
  });

  it('never renders HTML written in the text: it shows as text', () => {
    const html = renderToStaticMarkup(
      <Markdown
        source={'## <img src=x onerror=alert(1)>\n\n**<script>alert(2)</script>** and <a href="javascript:x">y</a>'}
      />,
    );
    expect(html).not.toMatch(/<(img|script|a)\b/);
    expect(html).toContain('<strong>&lt;script&gt;alert(2)&lt;/script&gt;</strong>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('puts the document one heading level under the page title', () => {
    const html = renderToStaticMarkup(
      <Markdown source={'# Agreement\n\n## 1. Terms\n\nText *here*.'} headingOffset={1} />,
    );
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<h2[^>]*>Agreement<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>1\. Terms<\/h3>/);
    expect(html).toContain('<em>here</em>');
  });
});
