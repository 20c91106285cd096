/** Moved to the kit (`src/ui/save-file.ts`): every list's "Download CSV" saves through it. */
export { saveFile } from '@/ui/save-file';
