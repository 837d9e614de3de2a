import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEMO_STORAGE_KEY, storeDemoFlag } from '@fairway/platform';

/**
 * A link into the tour stores
 * the flag and goes to /. Without the stored flag the tour would end at the first in-app
 * navigation, since the link's query or path is gone from the next URL. A path containing /demo
 * inside a running tour (the demo user's member page) is left alone.
 */
export function DemoLinkEntry() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const byQuery = new URLSearchParams(search).get('demo') === 'true';
    const stored = window.localStorage.getItem(DEMO_STORAGE_KEY) === 'true';
    if (byQuery || (pathname.includes('/demo') && !stored)) {
      storeDemoFlag(true);
      navigate('/', { replace: true });
    }
  }, [pathname, search, navigate]);
  return null;
}
