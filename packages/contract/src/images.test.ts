import { describe, expect, it } from 'vitest';
import { artworkCopyName, artworkCopyUrl, RESPONSIVE_IMAGE_WIDTHS, responsiveSources } from './images';

describe('responsive copies of a picture', () => {
  it('names the AVIF then WebP copies of a staff upload at every width', () => {
    const url = '/media/uploads/0b9f3c1e-5a7d-4c2b-9e1f-3d4a5b6c7d8e.jpg';
    const sources = responsiveSources(url)!;
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.srcSet).toBe(RESPONSIVE_IMAGE_WIDTHS.map((w) => `/media/uploads/0b9f3c1e-5a7d-4c2b-9e1f-3d4a5b6c7d8e-w${w}.avif ${w}w`).join(', '));
  });

  it('names the copies of the shop’s hero and product artwork beside their SVG, as the build draws them', () => {
    const sources = responsiveSources('https://cdn.example.in/media/products/litter-rose.v1.svg')!;
    expect(sources[1]).toEqual({
      type: 'image/webp',
      srcSet: RESPONSIVE_IMAGE_WIDTHS.map((w) => `https://cdn.example.in/media/products/litter-rose.v1-w${w}.webp ${w}w`).join(', '),
    });
    expect(responsiveSources('/media/hero/hero-rose.v1.svg')?.[0]!.srcSet).toContain('/media/hero/hero-rose.v1-w960.avif 960w');
    expect(responsiveSources('/media/brand/story-cat.v1.svg')?.[1]!.srcSet).toContain('/media/brand/story-cat.v1-w640.webp 640w');
    expect(artworkCopyName('litter-rose.v1.svg', 640, 'avif')).toBe('litter-rose.v1-w640.avif');
    expect(artworkCopyUrl('/media/brand/video-poster.v1.svg', 1280, 'webp')).toBe('/media/brand/video-poster.v1-w1280.webp');
  });

  it('has none for other pictures: other folders, other kinds, an upload not named by its id', () => {
    expect(responsiveSources('/media/video/cover.v1.svg')).toBeNull();
    expect(responsiveSources('/media/products/litter-rose.v1.png')).toBeNull();
    expect(responsiveSources('/media/uploads/holiday.jpg')).toBeNull();
  });
});
