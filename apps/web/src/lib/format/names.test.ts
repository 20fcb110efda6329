import { describe, expect, it } from 'vitest';
import { fullName } from './names';

describe('fullName', () => {
  it('joins the first and last name', () => {
    expect(fullName({ firstName: 'Casey', lastName: 'Coach' })).toBe('Casey Coach');
  });

  it('leaves no stray space when a part is empty', () => {
    expect(fullName({ firstName: 'Casey', lastName: '' })).toBe('Casey');
    expect(fullName({ firstName: '', lastName: 'Coach' })).toBe('Coach');
  });
});
