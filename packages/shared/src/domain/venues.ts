import { VENUE_AUTOCOMPLETE } from '../constants.js';

/**
 * Real Tampa Bay fields, gyms and ballparks, in the form 'Name, City, FL'. The list only speeds up
 * typing: a location stays a free-text string, so a venue missing here can still be entered.
 */
export const NAMED_VENUES = [
  // Tampa
  'Ed Radice Sports Complex, Tampa, FL',
  'Al Lopez Park, Tampa, FL',
  'Skyway Park, Tampa, FL',
  'Julian B. Lane Riverfront Park, Tampa, FL',
  'Copeland Park, Tampa, FL',
  'Carrollwood Village Park, Tampa, FL',
  'Macfarlane Park, Tampa, FL',
  'Rowlett Park, Tampa, FL',
  'George M. Steinbrenner Field, Tampa, FL',
  'Yuengling Center, Tampa, FL',
  'USF Softball Stadium, Tampa, FL',
  // St. Petersburg
  'Walter Fuller Complex, St. Petersburg, FL',
  'Al Lang Stadium, St. Petersburg, FL',
  'Azalea Recreation Center, St. Petersburg, FL',
  'Shore Acres Recreation Center, St. Petersburg, FL',
  'Campbell Park, St. Petersburg, FL',
  'Childs Park Recreation Center, St. Petersburg, FL',
  // Clearwater
  'Eddie C. Moore Complex, Clearwater, FL',
  'Long Center, Clearwater, FL',
  'BayCare Ballpark, Clearwater, FL',
  'Joe DiMaggio Sports Complex, Clearwater, FL',
  // Brandon
  'Brandon Sports & Aquatic Center, Brandon, FL',
  'Vonn Park, Brandon, FL',
  'Providence West Park, Brandon, FL',
  // Plant City
  'Mike E. Sansone Park, Plant City, FL',
  'Plant City Stadium, Plant City, FL',
  'Ellis-Methvin Park, Plant City, FL',
  // Bradenton
  'IMG Academy, Bradenton, FL',
  'LECOM Park, Bradenton, FL',
  'G.T. Bray Park, Bradenton, FL',
  // Nearby
  'Premier Sports Campus, Lakewood Ranch, FL',
  'Largo Central Park, Largo, FL',
  'Walsingham Park, Seminole, FL',
  'England Brothers Park, Pinellas Park, FL',
  'TD Ballpark, Dunedin, FL',
  'Wesley Chapel District Park, Wesley Chapel, FL',
] as const;

/** Generic names for the many school and neighbourhood fields a coach would rather just type. */
export const GENERIC_VENUES = [
  'Memorial Field',
  'Recreation Center',
  'Little League Field',
  'High School Gym',
  'Middle School Gym',
  'Elementary School Field',
  'Community Park',
  'City Park',
  'County Park',
  'Civic Center',
  'YMCA Gym',
  'Sports Complex',
  'Softball Complex',
  'Soccer Complex',
  'Athletic Fields',
] as const;

export const VENUES: readonly string[] = [...NAMED_VENUES, ...GENERIC_VENUES];

/** True when the text (trimmed, ignoring case) is exactly one of the built-in venues. */
export function isKnownVenue(input: string, venues: readonly string[] = VENUES): boolean {
  const needle = input.trim().toLowerCase();
  return venues.some((venue) => venue.toLowerCase() === needle);
}

/**
 * The Location field's suggestions: nothing under 2 typed characters (ignoring surrounding spaces);
 * otherwise the typed text first, as a custom entry, unless it already is a known venue (ignoring
 * case), then the venues containing it (case-insensitive), at most `limit` entries in all.
 */
export function venueSuggestions(
  input: string,
  limit: number = VENUE_AUTOCOMPLETE.maxSuggestions,
  venues: readonly string[] = VENUES,
): string[] {
  const typed = input.trim();
  if (typed.length < VENUE_AUTOCOMPLETE.minChars || limit <= 0) return [];
  const needle = typed.toLowerCase();
  const matches = venues.filter((venue) => venue.toLowerCase().includes(needle));
  return (isKnownVenue(typed, venues) ? matches : [typed, ...matches]).slice(0, limit);
}
