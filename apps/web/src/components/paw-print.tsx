/** One pad of a paw print: its centre, its radii, and how far it is turned about its centre (degrees). */
export type PawPad = readonly [cx: number, cy: number, rx: number, ry: number, turn: number];

/** The shop's paw print on a 24-unit grid: the heel pad, then the four toes from left to right. */
const PAW_PADS: readonly PawPad[] = [
  [12, 15.5, 4.6, 3.9, 0],
  [5.6, 10.4, 1.9, 2.4, -18],
  [9.2, 6.6, 1.9, 2.5, -6],
  [14.8, 6.6, 1.9, 2.5, 6],
  [18.4, 10.4, 1.9, 2.4, 18],
];

/** A paw print's pads, inside an SVG that draws one; they take its fill. */
export function PawPads({ pads = PAW_PADS }: { pads?: readonly PawPad[] }) {
  return pads.map(([cx, cy, rx, ry, turn]) => (
    <ellipse key={`${cx} ${cy}`} cx={cx} cy={cy} rx={rx} ry={ry} transform={turn ? `rotate(${turn} ${cx} ${cy})` : undefined} />
  ));
}

/** A cat's paw print, decorative: the carousel's slide buttons, the testimonials and the loyalty card's stamps. */
export function PawIcon({ className, size = 24 }: { className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <PawPads />
    </svg>
  );
}
