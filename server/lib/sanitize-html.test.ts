import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const SITE = 'https://agency.example';
const clean = (html: string) => sanitizeHtml(html, { siteOrigin: SITE });

describe('sanitizeHtml keeps what the editor writes', () => {
  it('keeps headings, paragraphs, lists, quotes, code and tables', () => {
    const html =
      '<h2>Commission</h2><h3>How</h3><p>Paid <strong>monthly</strong>, <em>always</em>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
      '<blockquote><p>Quoted</p></blockquote><pre><code>x &lt; y</code></pre>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('folds h1 into h2 and h5/h6 into h4 (the title is the page h1)', () => {
    expect(clean('<h1>A</h1><h5>B</h5><h6>C</h6>')).toBe('<h2>A</h2><h4>B</h4><h4>C</h4>');
  });

  it('keeps text alignment and drops every other style', () => {
    expect(clean('<p style="text-align: center; color: red; background: url(javascript:alert(1))">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
    expect(clean('<p style="position:fixed;top:0">x</p>')).toBe('<p>x</p>');
    expect(clean('<span style="white-space: pre-wrap;">x</span>')).toBe('<span>x</span>');
  });

  it('keeps our uploads and https images, lazily loaded, with an alt', () => {
    expect(clean('<img src="/uploads/ab12.webp" alt="Beach" width="800">')).toBe(
      '<img src="/uploads/ab12.webp" alt="Beach" width="800" loading="lazy" decoding="async" />',
    );
    expect(clean('<img src="https://cdn.example/x.jpg">')).toBe(
      '<img src="https://cdn.example/x.jpg" alt="" loading="lazy" decoding="async" />',
    );
    expect(clean(`<img src="${SITE}/uploads/a.png" alt="">`)).toBe(
      '<img src="/uploads/a.png" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('marks links to other sites noopener nofollow in a new tab, and leaves our own alone', () => {
    expect(clean('<a href="https://www.caa.co.uk/atol">ATOL</a>')).toBe(
      '<a href="https://www.caa.co.uk/atol" rel="noopener nofollow" target="_blank">ATOL</a>',
    );
    expect(clean('<a href="/blog/commission" target="_blank" rel="opener">read</a>')).toBe(
      '<a href="/blog/commission">read</a>',
    );
    expect(clean(`<a href="${SITE}/quotes/abc">q</a>`)).toBe('<a href="/quotes/abc">q</a>');
    expect(clean('<a href="#costs">c</a><a href="mailto:hello@agency.example">m</a>')).toBe(
      '<a href="#costs">c</a><a href="mailto:hello@agency.example">m</a>',
    );
  });

  it('keeps a quote embed only when it points at one of our quote pages', () => {
    expect(clean('<a data-embed="quote" href="/quotes/spain-7n">Spain</a>')).toBe(
      '<a href="/quotes/spain-7n" data-embed="quote">Spain</a>',
    );
    expect(clean('<a data-embed="quote" href="https://evil.example/quotes/x">x</a>')).not.toContain('data-embed');
    expect(clean('<a data-embed="iframe" href="/quotes/x">x</a>')).toBe('<a href="/quotes/x">x</a>');
  });

  it('is stable: cleaning twice changes nothing', () => {
    const once = clean(
      '<h1 onclick="x()">T</h1><p style="text-align:right">a <a href="https://x.example">b</a></p><img src="/uploads/z.png">',
    );
    expect(clean(once)).toBe(once);
  });
});

describe('sanitizeHtml removes hostile HTML', () => {
  const hostile: Array<[string, string]> = [
    ['script', '<p>hi</p><script>alert(1)</script>'],
    ['script with odd casing and attributes', '<ScRiPt src="//evil.example/x.js"></sCrIpT><p>hi</p>'],
    ['unclosed script', '<p>hi</p><script>alert(1)'],
    ['style element', '<style>body{display:none}</style><p>hi</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>hi</p>'],
    ['svg with script', '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg><p>hi</p>'],
    [
      'svg animate',
      '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg><p>hi</p>',
    ],
    ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>hi</p>'],
    ['form', '<form action="https://evil.example"><input name="card"><button>Go</button></form><p>hi</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>hi</p>'],
    ['base', '<base href="https://evil.example/"><p>hi</p>'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>hi</p>'],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>hi</p>'],
    ['template', '<template><img src=x onerror=alert(1)></template><p>hi</p>'],
  ];

  it.each(hostile)('%s leaves no active content', (_name, html) => {
    const out = clean(html);
    expect(out).not.toMatch(/<\s*(script|style|iframe|svg|math|object|embed|form|input|meta|base|link|template)/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toContain('alert(1)');
  });

  it('drops every on* attribute', () => {
    expect(clean('<p onclick="alert(1)" onmouseover="x">a</p><img src="/uploads/a.png" onerror="alert(1)">')).toBe(
      '<p>a</p><img src="/uploads/a.png" alt="" loading="lazy" decoding="async" />',
    );
    expect(clean('<a href="/x" onfocus="alert(1)" autofocus>x</a>')).toBe('<a href="/x">x</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
  ])('unwraps a link to %s and keeps its words', (href) => {
    expect(clean(`<p><a href="${href}">click</a></p>`)).toBe('<p>click</p>');
  });

  it.each([
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example/x',
    '\\/evil.example/x',
    '/\t/evil.example/x',
    ' //evil.example',
    '&#47;&#47;evil.example',
    'https://relative.invalid/x',
    'https://user:pass@evil.example/',
  ])('refuses the protocol-relative or tricky link %s', (href) => {
    expect(clean(`<a href="${href}">x</a>`)).toBe('x');
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://insecure.example/x.png',
    '//evil.example/x.png',
    'javascript:alert(1)',
    '/etc/passwd',
    '/uploads/../api/users',
    'x" onerror="alert(1)',
  ])('drops an image from %s', (src) => {
    expect(clean(`<p>a<img src="${src}">b</p>`)).toBe('<p>ab</p>');
  });

  it('keeps entity tricks as inert text', () => {
    const out = clean('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;</p>');
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;</p>');
    expect(out).not.toContain('<script');
  });

  it('escapes attribute values so they cannot break out', () => {
    const out = clean('<a href="/x" title="&quot; onmouseover=&quot;alert(1)">t</a>');
    expect(out).toBe('<a href="/x" title="&quot; onmouseover=&quot;alert(1)">t</a>');
  });

  it('drops classes, ids and data attributes other than the quote embed', () => {
    expect(clean('<p class="evil" id="login" data-x="1">a</p>')).toBe('<p>a</p>');
  });

  it('drops images entirely when images are off', () => {
    expect(sanitizeHtml('<p>a<img src="/uploads/a.png">b</p>', { images: false })).toBe('<p>ab</p>');
  });
});
