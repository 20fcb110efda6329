import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '@/lib/cn';
import { focusRing } from './focus-ring';

interface SliderProps extends ComponentPropsWithoutRef<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, in order (for example ['Minimum rate', 'Maximum rate']). */
  thumbLabels: string[];
  /** Text read for a thumb's value (for example "$25 per hour"). */
  valueText?: (value: number) => string;
}

export const Slider = forwardRef<ComponentRef<typeof SliderPrimitive.Root>, SliderProps>(
  ({ className, thumbLabels, valueText, value, defaultValue, ...props }, ref) => {
    const values = value ?? defaultValue ?? [];
    return (
      <SliderPrimitive.Root
        ref={ref}
        value={value}
        defaultValue={defaultValue}
        className={cn('relative flex w-full touch-none items-center py-2 select-none', className)}
        {...props}
      >
        <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200">
          <SliderPrimitive.Range className="absolute h-full bg-brand-700" />
        </SliderPrimitive.Track>
        {thumbLabels.map((label, index) => {
          const current = values[index];
          return (
            <SliderPrimitive.Thumb
              key={label}
              aria-label={label}
              aria-valuetext={valueText && current !== undefined ? valueText(current) : undefined}
              className={cn(
                'block size-5 cursor-grab rounded-full border-2 border-brand-700 bg-white shadow',
                focusRing,
              )}
            />
          );
        })}
      </SliderPrimitive.Root>
    );
  },
);
Slider.displayName = 'Slider';
