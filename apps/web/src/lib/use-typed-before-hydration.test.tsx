// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

afterEach(cleanup);

/** A controlled field as the prerendered pages have them, showing its state beside it. */
function ZipField() {
  const [zip, setZip] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(() => input.current, zip, setZip);
  return (
    <>
      <input ref={input} aria-label="ZIP" value={zip} onChange={(event) => setZip(event.target.value)} />
      <output>{zip}</output>
    </>
  );
}

describe('useTypedBeforeHydration', () => {
  it('adopts what was typed into the prerendered field before the app started', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ZipField />);
    document.body.append(container);
    // The visitor types before hydration: only the DOM knows.
    container.querySelector('input')!.value = '33602';

    render(<ZipField />, { container, hydrate: true });

    expect(screen.getByRole('status')).toHaveProperty('textContent', '33602');
    expect(screen.getByLabelText<HTMLInputElement>('ZIP').value).toBe('33602');
  });

  it('leaves a field alone once state and screen agree, so typing after hydration works as usual', () => {
    render(<ZipField />);

    fireEvent.change(screen.getByLabelText('ZIP'), { target: { value: '3360' } });

    expect(screen.getByRole('status')).toHaveProperty('textContent', '3360');
    expect(screen.getByLabelText<HTMLInputElement>('ZIP').value).toBe('3360');
  });

  it('does nothing when the field shows its state', () => {
    const input = document.createElement('input');
    input.value = '33602';
    const adopt = vi.fn();

    renderHook(() => useTypedBeforeHydration(() => input, '33602', adopt));

    expect(adopt).not.toHaveBeenCalled();
  });

  it('does nothing while the field is not mounted', () => {
    const adopt = vi.fn();

    renderHook(() => useTypedBeforeHydration(() => null, '', adopt));

    expect(adopt).not.toHaveBeenCalled();
  });

  it('checks again after every commit', () => {
    const select = document.createElement('select');
    for (const value of ['10', '25', '50']) select.add(new Option(value, value));
    select.value = '25';
    const adopt = vi.fn();
    const { rerender } = renderHook(({ value }) => useTypedBeforeHydration(() => select, value, adopt), {
      initialProps: { value: '25' },
    });
    expect(adopt).not.toHaveBeenCalled();

    select.value = '50';
    rerender({ value: '25' });

    expect(adopt).toHaveBeenCalledExactlyOnceWith('50');
  });
});
