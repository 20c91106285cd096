import { useEffect, useState, useSyncExternalStore } from 'react';
import { rateLimitNotice } from '../api/rate-limit-notice';
import { useMessages } from '@/i18n';
import './rate-limit-banner.css';

/** Says out loud that the panel is waiting for the rate limit to pass, and how long for. */
export function RateLimitBanner() {
  const t = useMessages();
  const until = useSyncExternalStore(
    rateLimitNotice.subscribe,
    rateLimitNotice.getSnapshot,
    rateLimitNotice.getSnapshot,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  return (
    <div className="banner banner--warning" role="status">
      <span aria-hidden="true">⏳ </span>
      {t('rateLimit.waiting', { seconds })}
    </div>
  );
}
