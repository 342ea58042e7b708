import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageGalleryUpload, ImageUpload } from './image-upload';

const noop = () => undefined;

describe('ImageUpload', () => {
  it('offers a labelled file input for images only when empty', () => {
    const html = renderToStaticMarkup(
      <ImageUpload id="hero" value={null} onChange={noop} purpose="quote-image" label="Hero image" />,
    );
    expect(html).toContain('<span id="hero-label"');
    expect(html).toMatch(
      /<input id="hero" type="file" accept="image\/jpeg,image\/png,image\/webp,image\/gif"[^>]*aria-labelledby="hero-label"/,
    );
    expect(html).toContain('JPEG, PNG, WebP or GIF, up to 5 MB');
    expect(html).not.toContain('Remove');
  });

  it('previews the current image with replace and remove, and shows an error from the form', () => {
    const html = renderToStaticMarkup(
      <ImageUpload
        id="logo"
        value="/uploads/abc.png"
        onChange={noop}
        purpose="brand-logo"
        label="Logo"
        error="Logo is required"
      />,
    );
    expect(html).toContain('src="/uploads/abc.png"');
    expect(html).toContain('Replace');
    expect(html).toContain('Remove');
    expect(html).toMatch(/<p id="logo-error" role="alert"[^>]*>Logo is required<\/p>/);
    expect(html).toMatch(/aria-describedby="logo-error"/);
  });
});

describe('ImageGalleryUpload', () => {
  it('lists each image with move and remove buttons, and counts against the maximum', () => {
    const html = renderToStaticMarkup(
      <ImageGalleryUpload
        id="gallery"
        value={['/uploads/a.png', '/uploads/b.png']}
        onChange={noop}
        label="Gallery"
        max={3}
      />,
    );
    expect(html).toContain('alt="Image 1 of 2"');
    expect(html).toContain('aria-label="Move image 2 earlier"');
    expect(html).toContain('aria-label="Remove image 1"');
    expect(html).toContain('2 of 3 images.');
    expect(html).toContain('Add images');
  });

  it('hides the add tile when the gallery is full', () => {
    const html = renderToStaticMarkup(
      <ImageGalleryUpload value={['/uploads/a.png']} onChange={noop} label="Gallery" max={1} />,
    );
    expect(html).not.toContain('Add images');
    expect(html).toContain('1 of 1 images.');
  });
});
