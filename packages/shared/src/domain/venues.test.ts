import { describe, expect, it } from 'vitest';
import { VENUE_AUTOCOMPLETE } from '../constants.js';
import { GENERIC_VENUES, isKnownVenue, NAMED_VENUES, VENUES, venueSuggestions } from './venues.js';

describe('the built-in venue list', () => {
  it('holds about 50 names: about 36 named Tampa Bay venues and about 15 generic ones', () => {
    expect(NAMED_VENUES.length).toBeGreaterThanOrEqual(34);
    expect(NAMED_VENUES.length).toBeLessThanOrEqual(38);
    expect(GENERIC_VENUES.length).toBeGreaterThanOrEqual(13);
    expect(GENERIC_VENUES.length).toBeLessThanOrEqual(17);
    expect(VENUES).toHaveLength(NAMED_VENUES.length + GENERIC_VENUES.length);
  });

  it("writes named venues as 'Name, City, FL'", () => {
    for (const venue of NAMED_VENUES) expect(venue).toMatch(/^[^,]+, [A-Za-z. ]+, FL$/);
  });

  it('covers Tampa, St. Petersburg, Clearwater, Brandon, Plant City and Bradenton', () => {
    for (const city of ['Tampa', 'St. Petersburg', 'Clearwater', 'Brandon', 'Plant City', 'Bradenton']) {
      expect(NAMED_VENUES.some((venue) => venue.endsWith(`, ${city}, FL`))).toBe(true);
    }
  });

  it('has no duplicates, even ignoring case', () => {
    const lower = VENUES.map((venue) => venue.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('includes the generic names the spec mentions', () => {
    expect(GENERIC_VENUES).toEqual(
      expect.arrayContaining(['Memorial Field', 'Recreation Center', 'Little League Field']),
    );
  });
});

describe('venueSuggestions', () => {
  it('suggests nothing under 2 characters', () => {
    expect(VENUE_AUTOCOMPLETE.minChars).toBe(2);
    expect(venueSuggestions('')).toEqual([]);
    expect(venueSuggestions('P')).toEqual([]);
  });

  it('counts characters after trimming spaces', () => {
    expect(venueSuggestions('  P  ')).toEqual([]);
    expect(venueSuggestions('   ')).toEqual([]);
    expect(venueSuggestions(' Pa')[0]).toBe('Pa');
  });

  it('starts at exactly 2 characters', () => {
    expect(venueSuggestions('Vo')).toEqual(['Vo', 'Vonn Park, Brandon, FL']);
  });

  it('matches a substring anywhere in the name, ignoring case', () => {
    expect(venueSuggestions('radice')).toEqual(['radice', 'Ed Radice Sports Complex, Tampa, FL']);
    expect(venueSuggestions('SANSONE')).toEqual(['SANSONE', 'Mike E. Sansone Park, Plant City, FL']);
    // The city is part of the name, so a city finds its venues.
    expect(venueSuggestions('plant city')).toContain('Plant City Stadium, Plant City, FL');
  });

  it('offers the typed text first as a custom entry, then the matches in list order', () => {
    const list = ['Alpha Field', 'Beta Field', 'Gamma Park'];
    expect(venueSuggestions('field', 8, list)).toEqual(['field', 'Alpha Field', 'Beta Field']);
  });

  it('offers the typed text alone when nothing matches', () => {
    expect(venueSuggestions('Grandma’s backyard')).toEqual(['Grandma’s backyard']);
  });

  it('offers the trimmed text as the custom entry', () => {
    expect(venueSuggestions('  Back lot  ')).toEqual(['Back lot']);
  });

  it('leaves out the custom entry when the text exactly matches a known venue, ignoring case', () => {
    expect(venueSuggestions('memorial field')).toEqual(['Memorial Field']);
    expect(venueSuggestions('VONN PARK, BRANDON, FL')).toEqual(['Vonn Park, Brandon, FL']);
    expect(venueSuggestions('  Long Center, Clearwater, FL ')).toEqual(['Long Center, Clearwater, FL']);
  });

  it('keeps the custom entry for a partial match of a known venue', () => {
    expect(venueSuggestions('Memorial Fiel')).toEqual(['Memorial Fiel', 'Memorial Field']);
  });

  it('lists at most 8 entries in total, custom entry included', () => {
    expect(VENUE_AUTOCOMPLETE.maxSuggestions).toBe(8);
    const matchesOfFl = VENUES.filter((venue) => venue.toLowerCase().includes('fl'));
    expect(matchesOfFl.length).toBeGreaterThan(8);
    const suggestions = venueSuggestions('FL');
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]).toBe('FL');
    expect(suggestions.slice(1)).toEqual(matchesOfFl.slice(0, 7));
  });

  it('lists at most 8 known venues when the typed text is itself a venue', () => {
    const list = ['Park', ...Array.from({ length: 12 }, (_, i) => `Park ${i + 1}`)];
    const suggestions = venueSuggestions('park', 8, list);
    expect(suggestions).toHaveLength(8);
    expect(suggestions[0]).toBe('Park');
  });

  it('honours a smaller limit and refuses a non-positive one', () => {
    expect(venueSuggestions('park', 3)).toHaveLength(3);
    expect(venueSuggestions('park', 0)).toEqual([]);
  });
});

describe('isKnownVenue', () => {
  it('is true only for an exact name, ignoring case and surrounding spaces', () => {
    expect(isKnownVenue(' ed radice sports complex, tampa, fl ')).toBe(true);
    expect(isKnownVenue('Ed Radice')).toBe(false);
    expect(isKnownVenue('')).toBe(false);
  });
});
