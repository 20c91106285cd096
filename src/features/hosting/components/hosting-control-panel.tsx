import type { HostingAccount } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { GatedButton } from '@/ui/gated-button';
import { hostingMessages } from '@/features/hosting/messages/catalog';

/**
 * Opens the account's control panel in a new tab (`canSso`). Without an address from the server, or with the gate
 * blocked, the button stays visible and says why.
 */
export function ControlPanelButton({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingMessages);
  const gate = account.actions.canSso;
  const url = account.controlPanel.url;
  if (gate.allowed && url) {
    return (
      <a className="button button--primary" href={url} target="_blank" rel="noopener noreferrer">
        {t('hosting.panel.open')}
        <span className="visually-hidden"> {t('hosting.link.newTab')}</span>
      </a>
    );
  }
  const blocked = gate.allowed ? { allowed: false, reason: t('hosting.panel.noUrl'), code: 'panel_url_missing' } : gate;
  return <GatedButton gate={blocked}>{t('hosting.panel.open')}</GatedButton>;
}
