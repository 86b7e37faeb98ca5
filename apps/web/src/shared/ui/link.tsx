import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  replace?: boolean;
}

/**
 * A link to a screen of the app: a real anchor whose click navigates inside the app. React
 * Router's own Link carries its framework mode (route prefetching, view transitions, masks) and
 * NavLink its data router state; the app uses neither, and their code would ship in the first
 * load with the router (decision 008).
 */
export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on its own path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A navigation link marked `aria-current="page"` while its screen (or one below it) is shown. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(to).pathname.toLowerCase();
  const base = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  const isActive =
    current === path || (!end && current.startsWith(base) && current.charAt(base.length) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
