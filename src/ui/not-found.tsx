import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section className="page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the overview</Link>
      </p>
    </section>
  );
}
