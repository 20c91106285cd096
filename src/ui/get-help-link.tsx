import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LinkedServiceType } from '@/api/schemas/ticket-conversations';
import { useMessages } from '@/i18n';
import { ButtonLink, type ButtonVariant } from './button';

/** The service a new ticket is about: its kind, its id (as the API names it) and the name the screen shows. */
export interface HelpService {
  type: LinkedServiceType;
  id: string;
  name?: string | null | undefined;
}

/**
 * "Get help with this": the new-ticket form (`/support/tickets/new`, by route path: areas never import each other),
 * prefilled with the service and, when the screen knows it, what the customer was trying to do (`about`, the
 * message's first words, in the reader's language) and a subject. A button-looking link by default; `inline` for a
 * link inside a sentence.
 */
export function GetHelpLink({
  service,
  about,
  subject,
  variant = 'secondary',
  size,
  inline = false,
  children,
}: {
  service?: HelpService | null | undefined;
  about?: string | undefined;
  subject?: string | undefined;
  variant?: ButtonVariant;
  size?: 'small';
  inline?: boolean;
  /** The link's words (default "Get help with this"). */
  children?: ReactNode;
}) {
  const t = useMessages();
  const search = {
    serviceType: service?.type,
    serviceId: service?.id,
    serviceName: service?.name ?? undefined,
    subject,
    about,
  };
  const label = children ?? t('help.link');
  return inline ? (
    <Link to="/support/tickets/new" search={search}>
      {label}
    </Link>
  ) : (
    <ButtonLink to="/support/tickets/new" search={search} variant={variant} size={size}>
      {label}
    </ButtonLink>
  );
}
