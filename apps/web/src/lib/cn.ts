import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy values. (clsx only: later classes do not override earlier ones.) */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
