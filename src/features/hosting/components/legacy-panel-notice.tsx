import type { HostingAccount } from '@/api/schemas/hosting';
import { isApiError } from '@/api/client';
import { useMessages } from '@/i18n';
import { ExternalLink } from '@/ui/external-link';
import { GetHelpLink } from '@/ui/get-help-link';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';
import { Notice } from '@/ui/notice';
import { ProblemSupportDetails } from '@/ui/problem-alert';

/** 409 `account_not_eligible_panel`: the account is on the legacy control panel. */
export function isLegacyPanelError(error: unknown): boolean {
  return isApiError(error) && error.code === 'account_not_eligible_panel';
}

/**
 * What to do when the account is on the legacy control panel: make the change there (the panel link), or ask
 * support to migrate the account. The server's own words, code
 * and request id are under "Details for support".
 */
export function LegacyPanelNotice({ account, error }: { account: HostingAccount; error: unknown }) {
  const t = useMessages(hostingDetailMessages);
  const url = account.controlPanel.url;
  return (
    <Notice tone="warning" className="hosting-legacy" role="alert" title={t('hostingDetail.legacy.heading')}>
      <p>{t('hostingDetail.legacy.body')}</p>
      <ul>
        <li>
          <ExternalLink href={url} fallback={t('hostingDetail.legacy.panelNoLink')}>
            {t('hostingDetail.legacy.panel')}
          </ExternalLink>
        </li>
        <li>
          <GetHelpLink
            inline
            service={{ type: 'hosting', id: account.id, name: account.name }}
            about={t('hostingDetail.help.migrate', { name: account.name })}
          >
            {t('hostingDetail.legacy.support')}
          </GetHelpLink>
        </li>
      </ul>
      {isApiError(error) && <ProblemSupportDetails problem={error} />}
    </Notice>
  );
}
