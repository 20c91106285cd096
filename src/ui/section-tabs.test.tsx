import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionTabs } from './section-tabs';

describe('SectionTabs', () => {
  it('is a named navigation whose open section alone is marked current', () => {
    render(
      <SectionTabs label="Server sections" values={['overview', 'network', 'metrics'] as const} current="network">
        {(value, link) => (
          <a href={`?tab=${value}`} className={link.className} aria-current={link['aria-current']}>
            {value}
          </a>
        )}
      </SectionTabs>,
    );
    const nav = screen.getByRole('navigation', { name: 'Server sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['overview', 'network', 'metrics']);
    expect(within(nav).getByRole('link', { name: 'network' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
