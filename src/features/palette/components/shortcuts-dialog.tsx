import { Fragment } from 'react';
import { useMessages } from '@/i18n';
import { Dialog, DialogActions, DialogClose, preloadDialog } from '@/ui/dialog';
import { paletteMessages } from '@/features/palette/messages/catalog';
import { loadPaletteWords } from '@/features/palette/palette-words';
import '@/features/palette/palette.css';

/** The palette's words and the dialog's code, fetched beside this list's own before it first opens. */
export const prepareShortcuts = (): Promise<unknown> => Promise.all([loadPaletteWords(), preloadDialog()]);

/** A "g then letter" shortcut: its letter and the place it goes to, named as the navigation names it. */
export interface GoToShortcut {
  letter: string;
  /** The area's name; null for the start page. */
  label: string | null;
}

const Keys = ({ keys }: { keys: readonly string[] }) => (
  <>
    {keys.map((key, index) => (
      <Fragment key={key}>
        {index > 0 && ' '}
        <kbd className="palette-shortcuts__key">{key}</kbd>
      </Fragment>
    ))}
  </>
);

/** The keyboard shortcuts (`?`): the palette, this list, and "g then a letter" for every place the key can go to. */
export default function ShortcutsDialog({
  open,
  onOpenChange,
  goTo,
  mac,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goTo: readonly GoToShortcut[];
  /** ⌘ K on a Mac, Ctrl K elsewhere (both work everywhere). */
  mac: boolean;
}) {
  const t = useMessages(paletteMessages);
  const rows = [
    {
      keys: t.rich('palette.shortcuts.or', {
        first: <Keys keys={mac ? ['⌘', 'K'] : ['Ctrl', 'K']} />,
        second: <Keys keys={mac ? ['Ctrl', 'K'] : ['⌘', 'K']} />,
      }),
      does: t('palette.shortcuts.open'),
    },
    { keys: <Keys keys={['?']} />, does: t('palette.shortcuts.help') },
    ...goTo.map((shortcut) => ({
      keys: t.rich('palette.shortcuts.then', {
        first: <Keys keys={['g']} />,
        second: <Keys keys={[shortcut.letter]} />,
      }),
      does: shortcut.label ? t('palette.shortcuts.goTo', { area: shortcut.label }) : t('palette.shortcuts.home'),
    })),
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('palette.shortcuts.title')} className="palette-shortcuts">
      <p className="palette-shortcuts__intro">{t('palette.shortcuts.intro')}</p>
      <table className="palette-shortcuts__table">
        <thead>
          <tr>
            <th scope="col">{t('palette.shortcuts.keys')}</th>
            <th scope="col">{t('palette.shortcuts.does')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.keys}</td>
              <td>{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DialogActions>
        <DialogClose>{t('palette.shortcuts.close')}</DialogClose>
      </DialogActions>
    </Dialog>
  );
}
