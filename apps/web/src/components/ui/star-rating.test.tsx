// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

afterEach(cleanup);

describe('StarRating', () => {
  it('is one image named by its rating, with a gold star per point and a half for .5', () => {
    render(<StarRating value={3.5} />);
    const image = screen.getByRole('img', { name: 'Rated 3.5 out of 5' });
    const [grey, gold] = image.querySelectorAll('g');
    expect(grey!.querySelectorAll('path')).toHaveLength(5);
    const golds = [...gold!.querySelectorAll('path')];
    expect(golds).toHaveLength(4);
    // Three whole stars, then the half, each a star's width (24) further along.
    expect(golds.map((path) => path.getAttribute('transform'))).toEqual([
      null,
      'translate(24)',
      'translate(48)',
      'translate(72)',
    ]);
    expect(golds[3]!.getAttribute('d')).not.toBe(golds[0]!.getAttribute('d'));
  });

  it('clamps what it says and draws to the scale', () => {
    render(<StarRating value={7} />);
    const image = screen.getByRole('img', { name: 'Rated 5.0 out of 5' });
    expect(image.querySelectorAll('g')[1]!.querySelectorAll('path')).toHaveLength(5);
  });
});
