import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { HomeAreaPath, HomeReadName } from '@/api/home-reads';
import { homeQueries, homeReadNames, type HomeData } from './home-queries';

export type HomeReadResult<N extends HomeReadName> = UseQueryResult<HomeData<N> | null>;
export type HomeResults = { [N in HomeReadName]?: HomeReadResult<N> };

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
