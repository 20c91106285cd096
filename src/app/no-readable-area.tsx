import { PageHeader } from '@/ui/page-header';
import { navAreas } from './nav-areas';

/** The landing page of a key that can read no area: which scope each area needs, instead of an empty shell. */
export function NoReadableArea() {
  return (
    <section className="page" aria-labelledby="no-area-heading">
      <PageHeader headingId="no-area-heading" title="Nothing to show for this key" />
      <p>This API key has none of the scopes the panel’s areas need. Each area needs the scope shown:</p>
      <ul>
        {navAreas.map((area) => (
          <li key={area.to}>
            {area.label}: <code>{area.scope}</code>
          </li>
        ))}
      </ul>
      <p>Ask the account owner for a key that includes the areas you work with, then sign in with it.</p>
    </section>
  );
}
