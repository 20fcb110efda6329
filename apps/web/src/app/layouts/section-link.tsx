import { Link, useMatch, type LinkProps } from 'react-router';
import { useClaimedNavSection } from '@/lib/nav-section';

interface SectionLinkProps extends Omit<LinkProps, 'to' | 'className'> {
  to: string;
  className(state: { isActive: boolean }): string;
}

/**
 * A navigation link marked current when the page is in its section: by the address (as NavLink
 * does), unless the page has claimed another section (nav-section.ts), so the coach's own job marks
 * the dashboard rather than Find Work.
 */
export function SectionLink({ to, className, ...props }: SectionLinkProps) {
  const claimed = useClaimedNavSection();
  const onPath = useMatch({ path: to, end: to === '/' }) !== null;
  const isActive = claimed === null ? onPath : claimed === to;
  return (
    <Link
      to={to}
      aria-current={isActive ? (claimed === null ? 'page' : 'true') : undefined}
      className={className({ isActive })}
      {...props}
    />
  );
}
