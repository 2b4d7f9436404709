import { describe, expect, it } from 'vitest';
import { changeSearch, clearFilters, explorePath, explorePathForQuery, activeFilterCount, hiddenFieldsFor, isSearching, NO_SEARCH, readSearchAddress, searchRequestKey, toggleChip } from './search-state';

const read = (query: string) => readSearchAddress(new URLSearchParams(query));

describe('the shop page address ⇄ search', () => {
  it('reads every part of a search', () => {
    expect(read('q=lavender&sort=price-asc&category=litter&fragrance=Rose&fragrance=Lavender&weight=5 kg&minPrice=300&maxPrice=900&inStock=1&page=2')).toEqual({
      q: 'lavender',
      sort: 'price-asc',
      category: ['litter'],
      fragrance: ['Lavender', 'Rose'],
      weight: ['5 kg'],
      minPrice: 300,
      maxPrice: 900,
      inStock: true,
      page: 2,
    });
  });

  it('an empty address is no search, and writes back as the plain shop page', () => {
    expect(read('')).toEqual(NO_SEARCH);
    expect(isSearching(read(''))).toBe(false);
    expect(explorePath(NO_SEARCH)).toBe('/explore');
  });

  it('writes one address per search whatever order or form it was given in', () => {
    const a = read('fragrance=Rose,Lavender&q=  lavender   10 kg ');
    const b = read('q=lavender+10+kg&fragrance=lavender&fragrance=Rose&fragrance=Rose');
    expect(explorePath(a)).toBe('/explore?q=lavender+10+kg&fragrance=Lavender&fragrance=Rose');
    expect(explorePath(b)).toBe(explorePath(a));
    expect(searchRequestKey(a)).toBe('q=lavender+10+kg&fragrance=Lavender&fragrance=Rose');
  });

  it('round-trips: reading what it wrote gives the same search', () => {
    const search = read('q=billi&sort=rating&category=care&category=litter&weight=10 kg&weight=2 kg&minPrice=10&inStock=true&page=3');
    expect(readSearchAddress(new URL(explorePath(search), 'https://shop.test').searchParams)).toEqual(search);
    expect(search.category).toEqual(['litter', 'care']);
    expect(search.weight).toEqual(['2 kg', '10 kg']);
  });

  it('drops what the shop does not know, and leaves defaults out of the address', () => {
    const search = read('sort=cheapest&category=dogs&fragrance=Musk&minPrice=-5&maxPrice=abc&inStock=yes&page=0&utm_source=ig');
    expect(search).toEqual(NO_SEARCH);
    expect(explorePath(read('sort=relevance&page=1&inStock=0'))).toBe('/explore');
    expect(read('page=9999').page).toBe(1);
  });

  it('reads price bounds given the wrong way round as the range between them', () => {
    expect(read('minPrice=900&maxPrice=300')).toMatchObject({ minPrice: 300, maxPrice: 900 });
  });

  it('keeps a too long query whole, for the API to refuse with its message', () => {
    const long = 'x'.repeat(150);
    expect(read(`q=${long}`).q).toBe(long);
  });

  it('a new query typed in a box starts without filters', () => {
    expect(explorePathForQuery(' lavendar ')).toBe('/explore?q=lavendar');
    expect(explorePathForQuery('a&b=c')).toBe('/explore?q=a%26b%3Dc');
  });
});

describe('changing a search', () => {
  const search = read('q=litter&sort=price-desc&fragrance=Rose&page=3');

  it('a change goes back to the first page', () => {
    expect(changeSearch(search, { sort: 'newest' })).toMatchObject({ sort: 'newest', page: 1, fragrance: ['Rose'] });
  });

  it('a chip chooses one value, pressing it again or All clears it', () => {
    expect(toggleChip(search, 'fragrance', 'Lavender').fragrance).toEqual(['Lavender']);
    expect(toggleChip(search, 'fragrance', 'Rose').fragrance).toEqual([]);
    expect(toggleChip(search, 'fragrance', null).fragrance).toEqual([]);
    expect(toggleChip(search, 'category', 'litter')).toMatchObject({ category: ['litter'], fragrance: ['Rose'], q: 'litter' });
  });

  it('clearing filters keeps the words', () => {
    expect(clearFilters(search)).toEqual({ ...NO_SEARCH, q: 'litter' });
    expect(activeFilterCount(clearFilters(search))).toBe(0);
  });

  it('counts each chosen value, the price range once, and in stock as the filters on', () => {
    expect(activeFilterCount(search)).toBe(1);
    expect(activeFilterCount({ ...search, category: ['litter'], weight: ['5 kg', '10 kg'] })).toBe(4);
    expect(activeFilterCount({ ...search, minPrice: 200, maxPrice: 900 })).toBe(2);
    expect(activeFilterCount({ ...search, maxPrice: 900, inStock: true })).toBe(3);
    expect(activeFilterCount({ ...search, q: 'rose', sort: 'price-asc', fragrance: [] })).toBe(0);
  });

  it('a GET form carries the rest of the search, never the page', () => {
    expect(hiddenFieldsFor(search, ['fragrance'])).toEqual([
      ['q', 'litter'],
      ['sort', 'price-desc'],
    ]);
    expect(hiddenFieldsFor(search, ['sort', 'minPrice', 'maxPrice', 'inStock'])).toEqual([
      ['q', 'litter'],
      ['fragrance', 'Rose'],
    ]);
  });
});
