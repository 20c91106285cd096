import { useMessages } from '@/i18n';

export function RoutePending() {
  const t = useMessages();
  return (
    <div className="route-pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t('route.loading')}
    </div>
  );
}
