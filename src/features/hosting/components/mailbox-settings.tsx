import type { MailServer, MailSettings } from '@/api/schemas/hosting';
import { useMessages } from '@/i18n';
import { CopyButton } from '@/ui/copy-button';
import { ExternalLink } from '@/ui/external-link';
import { FactList } from '@/ui/fact-list';
import { Notice } from '@/ui/notice';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

type Protocol = 'imap' | 'pop3' | 'smtp';
const PROTOCOLS: readonly Protocol[] = ['imap', 'pop3', 'smtp'];

/**
 * What a mail app needs to read and send this account's mail: the incoming (IMAP, POP3) and outgoing (SMTP)
 * servers with their ports and security, and that the username is the mailbox's full address. They come from the
 * account's `mailSettings` (ours; ledger); when the server sent none the screen says so instead of guessing.
 */
export function MailboxSettings({ settings, example }: { settings: MailSettings | null; example: string | null }) {
  const t = useMessages(hostingDetailMessages);
  const known = settings ? PROTOCOLS.filter((protocol) => settings[protocol] !== null) : [];
  return (
    <section className="hosting-section" aria-labelledby="hosting-mail-settings-heading">
      <h2 id="hosting-mail-settings-heading">{t('hostingDetail.mailboxes.settings.heading')}</h2>
      {settings?.webmailUrl && (
        <p className="hosting-webmail">
          {t('hostingDetail.mailboxes.settings.webmailIntro')}{' '}
          <ExternalLink href={settings.webmailUrl}>{t('hostingDetail.mailboxes.settings.webmail')}</ExternalLink>
        </p>
      )}
      {!settings || known.length === 0 ? (
        <Notice>{t('hostingDetail.mailboxes.settings.missing')}</Notice>
      ) : (
        <>
          <p className="muted">{t('hostingDetail.mailboxes.settings.intro')}</p>
          <div className="hosting-mail-settings">
            {known.map((protocol) => {
              const server = settings[protocol];
              return server ? <ServerCard key={protocol} protocol={protocol} server={server} /> : null;
            })}
            <div className="hosting-mail-settings__card">
              <h3>{t('hostingDetail.mailboxes.settings.login')}</h3>
              <FactList
                facts={[
                  {
                    term: t('hostingDetail.mailboxes.settings.username'),
                    value: example
                      ? t('hostingDetail.mailboxes.settings.usernameExample', { example })
                      : t('hostingDetail.mailboxes.settings.usernameValue'),
                  },
                  {
                    term: t('hostingDetail.mailboxes.settings.password'),
                    value: t('hostingDetail.mailboxes.settings.passwordValue'),
                  },
                ]}
              />
            </div>
          </div>
        </>
      )}
    </section>
  );
}

function ServerCard({ protocol, server }: { protocol: Protocol; server: MailServer }) {
  const t = useMessages(hostingDetailMessages);
  const name = t('hostingDetail.mailboxes.settings.protocol', { protocol });
  return (
    <div className="hosting-mail-settings__card">
      <h3>{name}</h3>
      <FactList
        facts={[
          {
            term: t('hostingDetail.mailboxes.settings.server'),
            value: (
              <span className="hosting-mail-settings__host">
                <code>{server.host}</code>
                <CopyButton value={server.host} label={t('hostingDetail.mailboxes.settings.copyServer', { name })} />
              </span>
            ),
          },
          { term: t('hostingDetail.mailboxes.settings.port'), value: String(server.port) },
          {
            term: t('hostingDetail.mailboxes.settings.security'),
            value: t('hostingDetail.mailboxes.settings.securityValue', { security: server.security }),
          },
        ]}
      />
    </div>
  );
}
