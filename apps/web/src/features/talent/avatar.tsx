import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface AvatarProps {
  /** An uploaded picture such as /uploads/x.webp, or null. */
  src: string | null;
  /** Describes the picture, e.g. "Photo of Ana Diaz". */
  alt: string;
  /** Shown instead of the picture: initials or an icon. */
  fallback: ReactNode;
  /** Round for people, a rounded square for team logos. */
  shape?: 'circle' | 'square';
  className?: string;
}

/**
 * A round picture that falls back to `fallback` both when there is none and when it fails to load
 * (a deleted upload must not leave a broken-image icon on a public page).
 */
export function Avatar({ src, alt, fallback, shape = 'circle', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden bg-brand-100 font-bold text-brand-900',
        shape === 'circle' ? 'rounded-full' : 'rounded-2xl',
        className,
      )}
    >
      {showImage ? (
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        // The fallback repeats the name printed next to it, so it is hidden from screen readers.
        <span aria-hidden="true">{fallback}</span>
      )}
    </span>
  );
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}
