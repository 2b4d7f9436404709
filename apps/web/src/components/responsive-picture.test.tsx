// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture';

afterEach(cleanup);

describe('ResponsivePicture', () => {
  it('offers an upload as AVIF, then WebP, at every width, with the original as the fallback', () => {
    const src = '/media/uploads/0b5f6f0e-8a4c-4c53-9a7e-3f0f4c1e2d3a.jpg';
    const { container } = render(<ResponsivePicture src={src} sizes="50vw" alt="A bag of litter" width={800} height={800} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      ['320', '640', '960', '1280'].map((w) => `/media/uploads/0b5f6f0e-8a4c-4c53-9a7e-3f0f4c1e2d3a-w${w}.avif ${w}w`).join(', '),
    );
    expect(sources[1]!.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(src);
    expect(img.getAttribute('alt')).toBe('A bag of litter');
    expect(img.getAttribute('width')).toBe('800');
  });

  it('offers the shop’s product artwork as the raster copies the build draws, with the SVG as the fallback', () => {
    const { container } = render(<ResponsivePicture src="/media/products/litter-rose.v1.svg" sizes="50vw" alt="" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]!.getAttribute('srcset')).toContain('/media/products/litter-rose.v1-w640.webp 640w');
    expect(container.querySelector('picture > img')!.getAttribute('src')).toBe('/media/products/litter-rose.v1.svg');
  });

  it('shows a picture that has no copies as one plain image', () => {
    const { container } = render(<ResponsivePicture src="/media/video/cover.v1.svg" sizes="50vw" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/video/cover.v1.svg');
  });
});
