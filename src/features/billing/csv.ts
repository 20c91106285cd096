/** The CSV helpers moved to the kit (`src/ui/csv.ts`), shared by every list's "Download CSV". */
export * from '@/ui/csv';
