import { responsiveSources } from '@shop/contract/images';
import type { ImgHTMLAttributes } from 'react';
import './responsive-picture.css';

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** How wide the picture shows, for the browser to pick the copy it needs (the `sizes` attribute). */
  sizes: string;
};

/**
 * A product picture: staff uploads come with AVIF and WebP copies at several widths, and the browser downloads the
 * smallest that fills the space; the shop's own SVG artwork is one file at any size.
 */
export function ResponsivePicture({ src, sizes, ...img }: Props) {
  const sources = responsiveSources(src);
  // The picture's alt and size live on the img, whichever copy the browser picks.
  if (!sources) return <img src={src} {...img} />;
  return (
    <picture className="responsive-picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={src} sizes={sizes} {...img} />
    </picture>
  );
}
