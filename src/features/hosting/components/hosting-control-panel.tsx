import type { HostingAccount } from '@/api/schemas/hosting';
import { httpsUrl } from '@/api/schemas/external-url';
import { useMessages } from '@/i18n';
import { ExternalLink } from '@/ui/external-link';
import { GatedButton } from '@/ui/gated-button';
import { hostingMessages } from '@/features/hosting/messages/catalog';

/**
 * Opens the account's control panel in a new tab (`canSso`). Without an address from the server, or with the gate
 * blocked, the button stays visible and says why.
 */
export function ControlPanelButton({ account }: { account: HostingAccount }) {
  const t = useMessages(hostingMessages);
  const gate = account.actions.canSso;
  const url = httpsUrl(account.controlPanel.url);
  if (gate.allowed && url) {
    return (
      <ExternalLink variant="primary" href={url}>
        {t('hosting.panel.open')}
      </ExternalLink>
    );
  }
  const blocked = gate.allowed ? { allowed: false, reason: t('hosting.panel.noUrl'), code: 'panel_url_missing' } : gate;
  return <GatedButton gate={blocked}>{t('hosting.panel.open')}</GatedButton>;
}
