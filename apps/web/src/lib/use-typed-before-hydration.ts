import { useEffect } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A prerendered page (decision 0023) can be typed into before the app has started: hydration keeps
 * the text on screen but not in state. After a commit a controlled field always shows its state, so
 * a field that shows something else was typed into before hydration, and its state takes that.
 * Cheap enough to check after every commit: one property read per field.
 */
/** The field with this id, for a form that names its fields by id. */
export const fieldById = (id: string) => () =>
  document.getElementById(id) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;

export function useTypedBeforeHydration(
  field: () => Field | null | undefined,
  value: string,
  adopt: (shown: string) => void,
): void {
  useEffect(() => {
    const shown = field()?.value;
    if (shown !== undefined && shown !== value) adopt(shown);
  });
}
