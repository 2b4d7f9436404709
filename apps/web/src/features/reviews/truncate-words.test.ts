import { REVIEW_CARD_WORDS } from '@shop/contract/reviews';
import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it('keeps the first n words and adds an ellipsis when the text is longer', () => {
    expect(truncateWords('one two three four five six seven eight nine ten eleven twelve', 10)).toBe(
      'one two three four five six seven eight nine ten…',
    );
  });

  it('adds no ellipsis when the text has exactly n words', () => {
    const ten = 'one two three four five six seven eight nine ten';
    expect(truncateWords(ten, 10)).toBe(ten);
  });

  it('adds no ellipsis when the text has fewer than n words', () => {
    expect(truncateWords('Mochi loves it.', 10)).toBe('Mochi loves it.');
  });

  it('counts words across any whitespace and collapses it', () => {
    expect(truncateWords('  a\tb\n\nc   d  ', 3)).toBe('a b c…');
    expect(truncateWords('  a\tb\n\nc  ', 3)).toBe('a b c');
  });

  it('keeps the kept words exactly as written, punctuation included', () => {
    expect(truncateWords('Firm clumps, no smell, and very little dust at all.', 2)).toBe('Firm clumps,…');
    expect(truncateWords('Great. Really great litter.', 1)).toBe('Great.…');
  });

  it('handles empty text and a limit of zero', () => {
    expect(truncateWords('', 10)).toBe('');
    expect(truncateWords('   ', 10)).toBe('');
    expect(truncateWords('hello world', 0)).toBe('…');
  });

  it('cuts a seeded review the way the wall shows it', () => {
    const message =
      'We switched from a silica litter and the difference is huge. The clumps are firm, the scooping takes a minute.';
    expect(truncateWords(message, REVIEW_CARD_WORDS)).toBe('We switched from a silica litter and the difference is…');
  });
});
