// A link whose address is absolute (site origin + path, SH-2-060) but which the router handles
// in-app when it points at this origin, so the shell does not reload (PX-05-004).
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sameOriginRoute } from '../../../machines/layout/footer-links.ts';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function SiteLink({ href, onClick, target, ...rest }: SiteLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || modified(event) || (target && target !== '_self')) return;
    const route = typeof window === 'undefined' ? undefined : sameOriginRoute(href, window.location.origin);
    if (route === undefined) return;
    event.preventDefault();
    void navigate(route);
  };
  return <a href={href} target={target} onClick={handleClick} {...rest} />;
}
