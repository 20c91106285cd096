import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useLocale, useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { Checkbox } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { useFormat } from '@/ui/format/use-format';
import { useOperations } from '@/ui/operations/operations-provider';
import { sharedViews } from '@/ui/share-view';
import { getTheme } from '@/ui/theme';
import { buildBundle, bundleFileName, bundleText, groupFailures, summarize } from '../bundle';
import { sharingMessages } from '../messages/catalog';
import '../view-bundle.css';

function schemeNow(): 'light' | 'dark' {
  const choice = getTheme();
  if (choice !== 'system') return choice;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Saves text as a file through a Blob URL (a download, not a fetch: the CSP's connect-src is not asked). */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Share this view with support": what the file holds (the screen, how many answers, the failed requests one by one,
 * recent operations, the names in it), masking on by default, then a download. Nothing leaves the browser here.
 */
export default function ShareViewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useMessages(sharingMessages);
  const format = useFormat();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const operations = useOperations();
  const href = useRouterState({ select: (state) => state.location.href });
  const [mask, setMask] = useState(true);
  const [done, setDone] = useState(false);
  const session = router.options.context.session.get();

  const made = useMemo(() => {
    if (!open) return null;
    const bundle = buildBundle(
      {
        queryClient,
        operations,
        url: href,
        locale,
        scheme: schemeNow(),
        viewportWidth: window.innerWidth,
        scenario: session?.demo?.scenario ?? null,
        customerName: session?.customerName ?? null,
        keyScopes: session?.scopes ?? null,
        secret: session?.key ?? null,
      },
      { mask },
    );
    const text = bundleText(bundle);
    return { bundle, text, summary: summarize(bundle, text), failures: groupFailures(bundle.failedRequests) };
  }, [open, queryClient, operations, href, locale, session, mask]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setDone(false);
        onOpenChange(next);
      }}
      title={t('sharing.share.title')}
      className="sharing-share"
    >
      <p>{t('sharing.share.intro')}</p>
      <Checkbox
        label={t('sharing.share.mask')}
        hint={t('sharing.share.maskHint')}
        checked={mask}
        onChange={(event) => {
          setMask(event.target.checked);
          setDone(false);
        }}
      />
      {made && (
        <section className="sharing-share__contents" aria-labelledby="sharing-share-contents">
          <h3 id="sharing-share-contents">{t('sharing.share.contents')}</h3>
          <ul>
            <li className="sharing-share__path">{t('sharing.share.address', { path: made.bundle.url })}</li>
            <li>{t('sharing.share.responses', { count: made.summary.responses })}</li>
            <li>
              {made.failures.length === 0 ? (
                t('sharing.share.failures', { count: 0 })
              ) : (
                // The customer reads how many; what each was (method, address, status, code) is one click away.
                <details className="sharing-share__failed">
                  <summary>{t('sharing.share.failures', { count: made.summary.failedRequests })}</summary>
                  <ul className="sharing-share__failures">
                    {made.failures.map(({ failure, times }) => (
                      <li key={`${failure.at}-${failure.path}`}>
                        {t(failure.status > 0 ? 'sharing.share.failure' : 'sharing.share.failureNoAnswer', {
                          method: failure.method,
                          path: failure.path,
                          status: failure.status,
                          code: failure.code,
                          times,
                        })}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
            <li>{t('sharing.share.operations', { count: made.summary.operations })}</li>
            <li>{t('sharing.share.size', { size: format.bytes(made.summary.bytes) })}</li>
          </ul>
          <h4>{t('sharing.share.resources')}</h4>
          {made.summary.resources.length > 0 ? (
            <ul className="sharing-share__names">
              {made.summary.resources.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            <p>{t('sharing.share.noResources')}</p>
          )}
          <p className="sharing-share__never">{t('sharing.share.never')}</p>
        </section>
      )}
      {done && <Notice tone="success">{t('sharing.share.downloaded')}</Notice>}
      <DialogActions>
        <DialogClose>{t('sharing.share.close')}</DialogClose>
        <Button
          variant="primary"
          onClick={() => {
            if (!made) return;
            const name = bundleFileName(made.bundle);
            download(made.text, name);
            // Kept for "Attach this view" in a ticket's reply box.
            sharedViews.set({
              file: new File([made.text], name, { type: 'application/json' }),
              createdAt: made.bundle.createdAt,
            });
            setDone(true);
          }}
        >
          {t('sharing.share.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
