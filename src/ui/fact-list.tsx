import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Name/value facts about a resource (a description list), as in a detail screen's side panel. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
