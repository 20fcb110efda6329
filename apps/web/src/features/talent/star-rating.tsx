// Moved down to components/ui so every feature shows ratings the same way; kept for existing imports.
export { RatingSummary, StarRating } from '@/components/ui/star-rating';
