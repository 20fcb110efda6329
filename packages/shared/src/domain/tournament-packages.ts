/**
 * The packages of spec doc 2, section 9: apart from the schemas, so the page that lists them loads
 * no zod (decision 0054).
 */
export const TOURNAMENT_PACKAGES = [
  { name: 'Small', games: '8-15 games', price: 'From $500', popular: false },
  { name: 'Medium', games: '16-40 games', price: 'From $1,000', popular: true },
  { name: 'Large', games: '40+ games', price: 'Custom pricing', popular: false },
] as const;
