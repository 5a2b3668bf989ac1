import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from '@web/lib/media';
import { ImageUpload } from './image-upload';
import { ResponsiveImage } from './responsive-image';

const uploaded = {
  src: '/media/0123456789abcdef/960.jpg',
  width: 960,
  height: 640,
  srcset: {
    avif: '/media/0123456789abcdef/480.avif 480w, /media/0123456789abcdef/960.avif 960w',
    webp: '/media/0123456789abcdef/480.webp 480w, /media/0123456789abcdef/960.webp 960w',
    fallback: '/media/0123456789abcdef/480.jpg 480w, /media/0123456789abcdef/960.jpg 960w',
  },
};

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then the fallback, with a reserved box and lazy loading', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={uploaded} alt="Estudio" />);
    expect(html).toMatch(/^<picture class="contents"><source type="image\/avif"/);
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toContain(`srcset="${uploaded.srcset.webp}"`);
    expect(html).toContain(`srcset="${uploaded.srcset.fallback}"`);
    expect(html).toContain('sizes="(max-width: 960px) 100vw, 960px"');
    expect(html).toMatch(
      /<img src="\/media\/0123456789abcdef\/960.jpg" alt="Estudio" width="960" height="640" loading="lazy"/,
    );
    expect(html).not.toContain('fetchPriority');
  });

  it('loads at once when it is a priority and takes the layout sizes given', () => {
    const html = renderToStaticMarkup(<ResponsiveImage image={uploaded} alt="" sizes="50vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html.match(/sizes="50vw"/g)).toHaveLength(3);
  });

  it('renders images without candidates (the seed) as a plain img', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage image={{ src: '/images/seed.jpg' }} alt="Seed" className="w-full" />,
    );
    expect(html).toBe(
      '<img src="/images/seed.jpg" alt="Seed" loading="lazy" decoding="async" class="w-full"/>',
    );
  });
});

describe('ImageUpload', () => {
  const labels = {
    label: 'Portada',
    drop: 'Arrastra una imagen aquí',
    choose: 'Elegir imagen',
    hint: 'JPEG, PNG, WebP, AVIF o GIF; hasta 15 MB',
    uploading: 'Subiendo…',
    done: 'Imagen subida',
    errors: { notImage: 'a', tooLarge: 'b', conflict: 'c', network: 'd', failed: 'e' },
  };

  it('is a labelled group with a real button, the hint and the current image', () => {
    const html = renderToStaticMarkup(
      <ImageUpload
        upload={() => Promise.reject(new Error('unused'))}
        labels={labels}
        onUploaded={() => {}}
        value={uploaded}
      />,
    );
    expect(html).toContain('role="group" aria-label="Portada"');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Elegir imagen<\/button>/);
    expect(html).toContain('JPEG, PNG, WebP, AVIF o GIF; hasta 15 MB');
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,image/avif,image/gif"');
    expect(html).toContain('type="image/avif"');
    expect(html).toContain('aria-live="polite"');
  });
});

describe('checkImageFile', () => {
  it('stops files that are too large or of another type before sending', () => {
    expect(checkImageFile({ size: 16 * 1024 * 1024, type: 'image/png' })).toBe('tooLarge');
    expect(checkImageFile({ size: 1000, type: 'image/svg+xml' })).toBe('notImage');
    expect(checkImageFile({ size: 1000, type: 'image/heic' })).toBe('notImage');
    expect(checkImageFile({ size: 1000, type: 'image/jpeg' })).toBeNull();
    // Unknown to the browser: the server decides by the bytes.
    expect(checkImageFile({ size: 1000, type: '' })).toBeNull();
  });
});
