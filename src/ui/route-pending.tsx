export function RoutePending() {
  return (
    <div className="route-pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
