/** The code points of the one `unicode-range` in a stylesheet (apps/web/src/styles/fonts.css). */
export function codePointsOfRange(css: string): number[];
