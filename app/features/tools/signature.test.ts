import { describe, expect, it } from 'vitest';
import { signatureHtml, signatureText, type SignatureDetails } from './signature';

const base: SignatureDetails = {
  name: 'Amelia Hughes',
  title: 'Travel Agent',
  agency: 'Hughes Holidays',
  phone: '07700 900123',
  email: 'amelia@example.test',
  website: null,
  logoUrl: 'https://agents.example/uploads/logo.png',
  primaryColor: '#0f4c81',
};

describe('the e-mail signature', () => {
  it('shows the agent, the agency and how to reach them, with the logo', () => {
    const html = signatureHtml(base);
    expect(html).toContain('Amelia Hughes');
    expect(html).toContain('Travel Agent · Hughes Holidays');
    expect(html).toContain('href="tel:07700900123"');
    expect(html).toContain('href="mailto:amelia@example.test"');
    expect(html).toContain('src="https://agents.example/uploads/logo.png"');
    expect(signatureText(base)).toBe(
      'Amelia Hughes\nTravel Agent · Hughes Holidays\n07700 900123\namelia@example.test',
    );
  });

  it('escapes what the agent typed and lets only a plain colour into the styles', () => {
    const html = signatureHtml({
      ...base,
      name: '<img src=x onerror=alert(1)>',
      agency: 'Smith & "Sons"',
      primaryColor: 'red;background:url(javascript:alert(1))',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Smith &amp; &quot;Sons&quot;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('#0F4C81');
  });
});
