import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { planNamesQuery } from '@/api/plan-names';
import { useLocale } from '@/i18n';

/**
 * A plan's name in the reader's language, by its product code: the catalog's name when the code is known, else the
 * name the server sent with the item (an order keeps the name it was placed with), else null. While the names
 * load, or when the catalog cannot be read, the sent name shows: nothing waits for it.
 *
 *   const planName = usePlanName();
 *   planName(item.productSlug, item.name)   // "Webb Liten" on a Swedish screen, for an order placed as "Web Small"
 */
export function usePlanName(): (slug: string | null | undefined, sent: string | null | undefined) => string | null {
  const locale = useLocale();
  const { data } = useQuery(planNamesQuery(locale));
  return useCallback((slug, sent) => (slug ? data?.[slug] : undefined) ?? sent ?? null, [data]);
}
