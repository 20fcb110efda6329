import type { ReactNode } from 'react';
import { Link, useMatch, type LinkProps } from 'react-router';
import { useClaimedNavSection } from '@/lib/nav-section';

interface SectionState {
  isActive: boolean;
}

interface SectionLinkProps extends Omit<LinkProps, 'to' | 'className' | 'children'> {
  to: string;
  className(state: SectionState): string;
  /** Match the address exactly (the tab bar's Dashboard must not light up on /dashboard/messages). */
  end?: boolean;
  children?: ReactNode | ((state: SectionState) => ReactNode);
}

/**
 * A navigation link marked current when the page is in its section: by the address (as NavLink
 * does), unless the page has claimed another section (nav-section.ts), so the coach's own job marks
 * the dashboard rather than Find Work.
 */
export function SectionLink({ to, className, end = to === '/', children, ...props }: SectionLinkProps) {
  const claimed = useClaimedNavSection();
  const onPath = useMatch({ path: to, end }) !== null;
  const isActive = claimed === null ? onPath : claimed === to;
  return (
    <Link
      to={to}
      aria-current={isActive ? (claimed === null ? 'page' : 'true') : undefined}
      className={className({ isActive })}
      {...props}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}
