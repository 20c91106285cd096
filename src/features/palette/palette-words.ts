import { ensureCatalog } from '@/i18n';
import { paletteMessages } from './messages/catalog';

/** The palette's words in the active language, fetched beside its code before it first opens. */
export const loadPaletteWords = (): Promise<void> => ensureCatalog(paletteMessages);
