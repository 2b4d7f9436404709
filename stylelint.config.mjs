/**
 * Stylelint for the web app's CSS: spacing, font sizes and colours come from the design tokens in
 * apps/web/src/styles/tokens.css, so a change of look is made there once.
 *
 * Refused:
 * - a raw px length in margin, padding, gap, inset, top, right, bottom, left (and their longhands): use
 *   var(--space-*), calc(-1 * var(--space-*)) for a step back;
 * - a raw length in font-size, px or a bare rem: use var(--text-*) (headings that scale with the screen keep a
 *   clamp() in rem; a size relative to its parent's, in em or %, stays);
 * - a raw px border-radius above 1px: use var(--radius-*) (a bar's round ends are var(--radius-pill));
 * - a hex colour anywhere but tokens.css: use var(--color-*).
 *
 * Allowed on purpose:
 * - 1px in spacing (a hairline nudge, e.g. a badge's 1px vertical padding) and 0;
 * - px everywhere else: borders, widths and heights, outlines, shadows, and media query breakpoints, none of which
 *   are spacing;
 * - a component's own named length in a custom property (e.g. --hero-controls-room: 84px, the room its controls
 *   need), used through var() in a padding;
 * - rgb() with an alpha for overlays and shadows.
 */
const spacingProperties = '/^(margin|padding|gap|row-gap|column-gap|inset|top|right|bottom|left|scroll-margin|scroll-padding)(-|$)/';
// Any px length, negative too, but 1px and -1px. The look-behind keeps it off the middle of a word or number.
const rawPx = '/(?<![\\w.])-?(?!1px\\b)\\d*\\.?\\d+px\\b/';

export default {
  rules: {
    'declaration-property-value-disallowed-list': [
      {
        [spacingProperties]: [rawPx],
        'font-size': ['/\\d*\\.?\\d+px\\b/', '/^\\s*\\d*\\.?\\d+rem\\s*$/'],
        '/^border(-[a-z]+)*-radius$/': [rawPx],
      },
      {
        message: (property, value) =>
          `"${property}: ${value}": spacing, font sizes and radii come from tokens.css (var(--space-*), var(--text-*), var(--radius-*))`,
      },
    ],
    'color-no-hex': [true, { message: (hex) => `"${hex}": colours come from tokens.css (var(--color-*)), not hex` }],
  },
  overrides: [
    {
      files: ['apps/web/src/styles/tokens.css'],
      rules: { 'color-no-hex': null },
    },
  ],
};
