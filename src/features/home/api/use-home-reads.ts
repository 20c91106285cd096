import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { homeReads, type HomeAreaPath, type HomeReadName } from '@/api/home-reads';
import { homeQueries, type HomeData } from './home-queries';

export type HomeReadResult<N extends HomeReadName> = UseQueryResult<HomeData<N> | null>;
export type HomeResults = { [N in HomeReadName]?: HomeReadResult<N> };

const ALL_READS = Object.keys(homeReads(0)) as HomeReadName[];

/** The reads of the areas the key can read (`areas`), all at once; the others are not asked. */
export function homeReadNames(areas: readonly HomeAreaPath[], nowMs: number): HomeReadName[] {
  const reads = homeReads(nowMs);
  return ALL_READS.filter((name) => areas.includes(reads[name].area));
}

export function useHomeReads(areas: readonly HomeAreaPath[], nowMs: number): HomeResults {
  const names = homeReadNames(areas, nowMs);
  const results = useQueries({ queries: names.map((name) => homeQueries.read(name, nowMs)) });
  const byName: Record<string, UseQueryResult<unknown>> = {};
  names.forEach((name, index) => {
    const result = results[index];
    if (result) byName[name] = result;
  });
  // Sound: each result is the query of its name (same order as `names`).
  return byName as HomeResults;
}
