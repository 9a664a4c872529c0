import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a caller's Tailwind class override a component's default. */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
