import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at its top, or at the element its #hash names; back and forward keep the browser's place. */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
