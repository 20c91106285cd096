import { useNavigate } from '@tanstack/react-router';
import { getApiConfig } from '@/api/client';
import { apiKeyRoutes } from '@/api/endpoints/api-keys';
import { orderRoutes } from '@/api/endpoints/orders';
import { consoleRoutes } from '@/api/endpoints/console';
import { dnsRoutes } from '@/api/endpoints/dns';
import { domainRoutes } from '@/api/endpoints/domains';
import { hostingRoutes } from '@/api/endpoints/hosting';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { vpsRoutes } from '@/api/endpoints/vps';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { localeNames, locales, setLocale, useLocale, useMessages } from '@/i18n';
import { Dialog, preloadDialog } from '@/ui/dialog';
import { useGateReason, type Gate } from '@/ui/gated-button';
import { lacksScopes, useKeyScopes, useScopeGate } from '@/ui/key-scopes';
import { TextInput } from '@/ui/text-input';
import { useShareView } from '@/ui/share-view';
import { setTheme, themeChoices, useTheme } from '@/ui/theme';
import { paletteMessages } from '@/features/palette/messages/catalog';
import { loadPaletteWords } from '@/features/palette/palette-words';
import { matchesWords, readableAreas, wordsOf, type PaletteArea } from '@/features/palette/palette-areas';
import { isPaletteKey, keepHighlight, nextHighlight } from '@/features/palette/palette-keyboard';
import { paletteQueries } from '@/features/palette/api/palette-queries';
import {
  mailboxAccounts,
  matchingMailboxes,
  paletteHostingChoices,
  type PaletteHostingChoice,
} from '@/features/palette/palette-hosting';
import {
  palettePowerChoices,
  parsePowerQuery,
  parseVerbQuery,
  powerGateOf,
  splitVerbs,
  type PalettePowerChoice,
} from '@/features/palette/palette-power';
import { useSettledValue } from '@/features/palette/palette-settle';
import {
  useAccountGates,
  useAccountMailboxes,
  usePaletteSearch,
  useServerGates,
  type AreaResult,
} from './palette-search';
import '@/features/palette/palette.css';

/** The palette's words and the dialog's code, fetched beside the palette's own before it first opens. */
export const preparePalette = (): Promise<unknown> => Promise.all([loadPaletteWords(), preloadDialog()]);

/** Places found by more words than their name (`palette.synonyms`): the account log by its former name, "activity". */
export type PaletteSynonyms = 'accountLog' | 'account';

/** A place of the panel the key can read, as the main navigation names it. */
export interface PaletteDestination {
  href: string;
  label: string;
  /** Other words it is found by, in the active language. */
  synonyms?: PaletteSynonyms | undefined;
}

export interface PaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Go to <area>" for each: the areas the key can read (and the start page, first). */
  destinations: readonly PaletteDestination[];
  onSignOut: () => void;
  /** What was typed after Ctrl+K while the palette's code was loading: it goes into the field when it first draws. */
  takeEarlyText?: () => string;
}

type GroupId = 'actions' | PaletteArea;

interface PaletteOption {
  id: string;
  label: string;
  /** Words it is found by besides its label (never shown). */
  synonyms?: string | undefined;
  note?: string | undefined;
  /** Shown and highlighted, never run: a blocked action (its reason in `note`) or an area still searching. */
  disabled?: boolean;
  run?: () => void;
  /** An area's state line (searching, failed): not counted as a result. */
  status?: boolean;
  /**
   * Found for an earlier text (shown while the answer for what is typed now is on its way): Enter does not run it,
   * it waits for the current text's results and runs what is highlighted then.
   */
  stale?: boolean;
  /** A power action whose server's gate is still being read: Enter waits for it, then runs it or not by its gate. */
  checking?: boolean;
}

interface PaletteGroup {
  id: GroupId;
  options: PaletteOption[];
  busy: boolean;
}

const serverName = (server: { id: string; name: string | null; hostname: string | null }) =>
  server.name ?? server.hostname ?? server.id;

/**
 * "Find anything, do anything": a dialog with one text field (the WAI-ARIA combobox pattern: focus stays in the
 * field, the arrows move the highlighted option, Enter runs it, Escape closes) over a listbox grouped per area with
 * the area named. What is typed asks each readable area (servers, web hosting, domains, orders, invoices, tickets)
 * once it settles, and each area's results show as they come; actions are found by name, at once. A power action
 * ("restart web-01") is read from the server's gate and the key's scopes: blocked, it says why; allowed, it opens
 * the server's screen with the action's own confirmation. Nothing here sends a write.
 */
export default function PaletteDialog({
  open,
  onOpenChange,
  destinations,
  onSignOut,
  takeEarlyText,
}: PaletteDialogProps) {
  const t = useMessages(paletteMessages);
  const locale = useLocale();
  const theme = useTheme();
  const navigate = useNavigate();
  const scopes = useKeyScopes();
  const gateReason = useGateReason();
  const powerScope = useScopeGate(vpsRoutes.restart);
  const consoleScope = useScopeGate(consoleRoutes.openConsole);
  const rebuildScope = useScopeGate(vpsRoutes.rebuild);
  const rescueScope = useScopeGate(vpsRoutes.rescue);
  const cancelScope = useScopeGate(hostingRoutes.cancel);
  const passwordScope = useScopeGate(hostingRoutes.changeMailboxPassword);
  const ticketGate = useScopeGate(ticketRoutes.create);
  const apiKeyGate = useScopeGate(apiKeyRoutes.create);
  const orderGate = useScopeGate(orderRoutes.create);
  const dnsGate = useScopeGate(dnsRoutes.applyChanges);
  const nameserversGate = useScopeGate(domainRoutes.changeNameservers);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;

  const [text, setText] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  /** Enter pressed on a stale option: it runs what is highlighted once the results are the current text's. */
  const [enterWaiting, setEnterWaiting] = useState(false);
  const tookEarlyText = useRef(false);
  const settled = useSettledValue(text);
  // What was found is for what is typed now only when the settled text is the text; else every result (and every
  // power action read from one) belongs to an earlier text.
  const current = text === settled;
  const areas = readableAreas(scopes);

  const verbsOf = (choice: PalettePowerChoice) => splitVerbs(t('palette.power.verbs', { choice }));
  const power = parsePowerQuery(settled, verbsOf);
  const hostingVerbsOf = (choice: PaletteHostingChoice) => splitVerbs(t('palette.hosting.verbs', { choice }));
  const hostingVerb = parseVerbQuery(settled, paletteHostingChoices, hostingVerbsOf);
  const found = usePaletteSearch(
    settled,
    areas,
    power.choice ? power.term : settled,
    hostingVerb.choice ? hostingVerb.term : settled,
  );

  // Power actions: the named one for each server found, or every one when the text finds exactly one server.
  // While the next text's answer is on its way the last one's servers stay (their group says it is searching): a
  // power action named for a server found a keystroke ago does not leave the list, and the highlight with it, only to
  // come back when the same server is found again. Such an action is stale: listed, never run by Enter.
  const servers = found.vps.state === 'ready' ? found.vps.rows : [];
  const serversStale = !current || (found.vps.state === 'ready' && found.vps.stale);
  const powerTargets = power.choice !== null ? servers : settled.trim() !== '' && servers.length === 1 ? servers : [];
  const powerChoices: readonly PalettePowerChoice[] = power.choice ? [power.choice] : palettePowerChoices;
  // The gates are read only when the key may use them: a read-only key's reason needs no server.
  const scopeOf = (choice: PalettePowerChoice) =>
    choice === 'console'
      ? consoleScope
      : choice === 'rebuild'
        ? rebuildScope
        : choice === 'rescue'
          ? rescueScope
          : powerScope;
  const gates = useServerGates(
    powerTargets.map((server) => server.id),
    powerChoices.some((choice) => scopeOf(choice).allowed) && powerTargets.length > 0,
  );

  // Hosting actions (issue 38): "Cancel hosting <account>" for the accounts named after its verb, or the one account
  // the text finds; a mailbox's new password and forwarders for the mailboxes named after theirs, or an address typed.
  const hostingOn = areas.includes('hosting') && settled.trim() !== '';
  const accountsFound = hostingOn && found.hosting.state === 'ready' ? found.hosting.rows : [];
  const cancelTargets =
    hostingVerb.choice === 'cancel'
      ? accountsFound
      : hostingVerb.choice === null && power.choice === null && accountsFound.length === 1
        ? accountsFound
        : [];
  const allAccounts = useQuery({ ...paletteQueries.hosting(), enabled: areas.includes('hosting') }).data?.data ?? [];
  const mailboxNamed = hostingVerb.choice === 'password' || hostingVerb.choice === 'forwarders';
  const mailboxTerm = mailboxNamed ? hostingVerb.term : settled;
  const mailboxHomes =
    hostingOn && hostingVerb.choice !== 'cancel' ? mailboxAccounts(mailboxTerm, allAccounts, mailboxNamed) : [];
  const mailboxLists = useAccountMailboxes(mailboxHomes.map((account) => account.id));
  const gatedAccounts = [...new Set([...cancelTargets, ...mailboxHomes].map((account) => account.id))];
  const accountGates = useAccountGates(
    gatedAccounts,
    (cancelScope.allowed || passwordScope.allowed) && gatedAccounts.length > 0,
  );

  /** Closed, the palette forgets what was typed: it opens empty next time. */
  const openChange = (next: boolean) => {
    if (!next) {
      setText('');
      setActiveId(null);
      setEnterWaiting(false);
    }
    onOpenChange(next);
  };
  const close = () => openChange(false);
  const go = (to: () => Promise<void>) => {
    close();
    void to();
  };
  const shareView = useShareView();
  const disabledNote = (gate: Gate) => t('palette.disabled', { reason: gateReason(gate) });
  // A person's sign-in answers a session key (`hps_…`, src/api/endpoints/auth.ts); any other key is a script's.
  const personSession = getApiConfig().getKey()?.startsWith('hps_') ?? false;
  const needsPerson: Gate = { allowed: false, reason: null, code: 'person_session_required' };

  // Actions are found by name here, from what is typed now: no request, no wait.
  const actionWords = wordsOf(text);
  const actionOptions: PaletteOption[] = [
    { id: 'go-home', label: t('palette.action.home'), run: () => go(() => navigate({ href: '/' })) },
    ...destinations.map((destination) => ({
      id: `go-${destination.href}`,
      label: t('palette.action.goTo', { area: destination.label }),
      synonyms: destination.synonyms && t('palette.synonyms', { place: destination.synonyms }),
      run: () => go(() => navigate({ href: destination.href })),
    })),
    // Managing domains (issue 37): the list's bulk actions and each domain's overview, where these are done.
    ...(areas.includes('domains')
      ? (['nameservers', 'transferCode', 'contacts'] as const).map((task) => ({
          id: `domains-${task}`,
          label: t('palette.action.domains', { task }),
          run: () => go(() => navigate({ to: '/domains' })),
        }))
      : []),
    ticketGate.allowed
      ? {
          id: 'new-ticket',
          label: t('palette.action.newTicket'),
          run: () => go(() => navigate({ to: '/support/tickets/new' })),
        }
      : { id: 'new-ticket', label: t('palette.action.newTicket'), disabled: true, note: disabledNote(ticketGate) },
    // Issue 37: ordering a domain (the order's gate: the key may place orders).
    ...(['register', 'transfer'] as const).map((kind) =>
      orderGate.allowed
        ? {
            id: `domain-${kind}`,
            label: t('palette.action.domain', { kind }),
            run: () => go(() => navigate({ to: kind === 'register' ? '/domains/new' : '/domains/transfer' })),
          }
        : {
            id: `domain-${kind}`,
            label: t('palette.action.domain', { kind }),
            disabled: true,
            note: disabledNote(orderGate),
          },
    ),
    orderGate.allowed
      ? {
          id: 'new-server',
          label: t('palette.action.newServer'),
          run: () => go(() => navigate({ to: '/vps/new', search: { plan: '', location: '' } })),
        }
      : { id: 'new-server', label: t('palette.action.newServer'), disabled: true, note: disabledNote(orderGate) },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({
        id: `language-${other}`,
        label: t('palette.action.language', { language: localeNames[other] }),
        run: () => {
          close();
          void setLocale(other).catch(() => undefined);
        },
      })),
    ...themeChoices
      .filter((other) => other !== theme)
      .map((other) => ({
        id: `theme-${other}`,
        label: t('palette.action.theme', { theme: other }),
        run: () => {
          close();
          setTheme(other);
        },
      })),
    // The header's "Share view", by name: the palette closes and the share dialog opens on the screen behind it.
    ...(shareView
      ? [
          {
            id: 'share-view',
            label: t('palette.action.shareView'),
            run: () => {
              close();
              shareView();
            },
          },
        ]
      : []),
    // Only for a key that may see the keys (a full key); one that may see them and not make one is told why.
    ...(!lacksScopes(scopes, apiKeyRoutes.list.scopes)
      ? [
          apiKeyGate.allowed
            ? {
                id: 'new-api-key',
                label: t('palette.action.newApiKey'),
                run: () => go(() => navigate({ to: '/account/keys', search: { create: true } })),
              }
            : {
                id: 'new-api-key',
                label: t('palette.action.newApiKey'),
                disabled: true,
                note: disabledNote(apiKeyGate),
              },
        ]
      : []),
    // Issue 39: the person's own account. A tab signed in with an API key has no password or passkeys: told why.
    {
      id: 'go-account',
      label: t('palette.action.account'),
      synonyms: t('palette.synonyms', { place: 'account' }),
      run: () => go(() => navigate({ to: '/account' })),
    },
    ...(['password', 'passkey'] as const).map((task) => {
      const label = t(task === 'password' ? 'palette.action.changePassword' : 'palette.action.addPasskey');
      return personSession
        ? { id: `account-${task}`, label, run: () => go(() => navigate({ to: '/account', search: { task } })) }
        : { id: `account-${task}`, label, disabled: true, note: disabledNote(needsPerson) };
    }),
    { id: 'sign-out', label: t('palette.action.signOut'), run: () => go(async () => onSignOut()) },
  ];
  const named = actionOptions.filter((option) => matchesWords(actionWords, [option.label, option.synonyms]));

  const powerOptions: PaletteOption[] = powerTargets.flatMap((server) =>
    powerChoices.map((choice): PaletteOption => {
      const name = serverName(server);
      const base = {
        id: `power-${choice}-${server.id}`,
        label: t('palette.power', { choice, name }),
        stale: serversStale,
      };
      const scope = scopeOf(choice);
      if (!scope.allowed) return { ...base, disabled: true, note: disabledNote(scope) };
      const known = gates.get(server.id);
      if (!known || known.state === 'pending')
        return { ...base, disabled: true, checking: true, note: t('palette.power.checking') };
      if (known.state === 'failed') return { ...base, disabled: true, note: t('palette.power.unknown') };
      const gate = known.server.actions[powerGateOf[choice]];
      if (!gate.allowed) return { ...base, disabled: true, note: disabledNote(gate) };
      if (choice === 'console') {
        return {
          ...base,
          run: () => go(() => navigate({ to: '/vps/$vpsId/console', params: { vpsId: server.id } })),
        };
      }
      if (choice === 'rebuild' || choice === 'rescue') {
        return {
          ...base,
          note: t('palette.power.confirmNext'),
          run: () =>
            go(() => navigate({ to: '/vps/$vpsId', params: { vpsId: server.id }, search: { recover: choice } })),
        };
      }
      return {
        ...base,
        note: t('palette.power.confirmNext'),
        run: () => go(() => navigate({ to: '/vps/$vpsId', params: { vpsId: server.id }, search: { power: choice } })),
      };
    }),
  );

  const hostingStale = !current;
  const cancelOptions: PaletteOption[] = cancelTargets.map((account): PaletteOption => {
    const base = {
      id: `hosting-cancel-${account.id}`,
      label: t('palette.hosting', { choice: 'cancel', name: account.customName ?? account.name }),
      stale: hostingStale,
    };
    if (!cancelScope.allowed) return { ...base, disabled: true, note: disabledNote(cancelScope) };
    const known = accountGates.get(account.id);
    if (!known || known.state === 'pending')
      return { ...base, disabled: true, checking: true, note: t('palette.power.checking') };
    if (known.state === 'failed') return { ...base, disabled: true, note: t('palette.power.unknown') };
    const gate = known.account.actions.canCancel;
    if (!gate.allowed) return { ...base, disabled: true, note: disabledNote(gate) };
    return {
      ...base,
      note: t('palette.hosting.next', { choice: 'cancel' }),
      run: () =>
        go(() =>
          navigate({
            to: '/hosting/$accountId',
            params: { accountId: account.id },
            search: { tab: 'billing', open: 'cancel' },
          }),
        ),
    };
  });
  const mailboxChoices: readonly ('password' | 'forwarders')[] =
    hostingVerb.choice === 'password' || hostingVerb.choice === 'forwarders'
      ? [hostingVerb.choice]
      : ['password', 'forwarders'];
  const mailboxesPending = mailboxHomes.some((account) => mailboxLists.get(account.id) === 'pending');
  const mailboxOptions: PaletteOption[] = mailboxHomes.flatMap((account) => {
    const list = mailboxLists.get(account.id);
    if (!list || list === 'pending' || list === 'failed') return [];
    return matchingMailboxes(mailboxTerm, account, list).flatMap((mailbox) =>
      mailboxChoices.map((choice): PaletteOption => {
        const base = {
          id: `mailbox-${choice}-${account.id}-${mailbox.email}`,
          label: t('palette.hosting', { choice, name: mailbox.email }),
          stale: hostingStale,
        };
        const open = () =>
          go(() =>
            navigate({
              to: '/hosting/$accountId',
              params: { accountId: account.id },
              search: {
                tab: 'mailboxes',
                open: choice === 'password' ? 'password' : 'routing',
                mailbox: mailbox.email,
              },
            }),
          );
        if (choice === 'forwarders') return { ...base, note: t('palette.hosting.next', { choice }), run: open };
        if (!passwordScope.allowed) return { ...base, disabled: true, note: disabledNote(passwordScope) };
        const known = accountGates.get(account.id);
        if (!known || known.state === 'pending')
          return { ...base, disabled: true, checking: true, note: t('palette.power.checking') };
        if (known.state === 'failed') return { ...base, disabled: true, note: t('palette.power.unknown') };
        // A legacy-panel account takes no change from here (its mailbox screen says the same).
        const legacy = Object.values(known.account.actions).find((gate) => gate.code === 'legacy_panel');
        if (legacy) return { ...base, disabled: true, note: disabledNote(legacy) };
        return { ...base, note: t('palette.hosting.next', { choice }), run: open };
      }),
    );
  });

  // "Add a DNS record for …": one for each of the first domains found (issue 37), the record form open on arrival.
  const domainResult = found.domains;
  const domainsFound = domainResult.state === 'ready' && areas.includes('domains') ? domainResult.rows : [];
  const domainsStale = !current || (domainResult.state === 'ready' && domainResult.stale);
  // "Change nameservers of …" beside it: the domain's screen with the nameserver form open (its own gate said there).
  const domainTaskOptions: PaletteOption[] = domainsFound.slice(0, 3).flatMap((domain): PaletteOption[] => {
    const asked = (label: string) => matchesWords(actionWords, [label]) || matchesWords(actionWords, [domain.name]);
    const options: PaletteOption[] = [];
    const dnsLabel = t('palette.action.addDnsRecord', { domain: domain.name });
    if (asked(dnsLabel)) {
      const base = { id: `dns-add-${domain.id}`, label: dnsLabel, stale: domainsStale };
      options.push(
        dnsGate.allowed
          ? {
              ...base,
              run: () =>
                go(() =>
                  navigate({ to: '/domains/$domainId/dns', params: { domainId: domain.id }, search: { add: true } }),
                ),
            }
          : { ...base, disabled: true, note: disabledNote(dnsGate) },
      );
    }
    const nsLabel = t('palette.action.changeNameservers', { domain: domain.name });
    if (asked(nsLabel)) {
      const base = { id: `ns-change-${domain.id}`, label: nsLabel, stale: domainsStale };
      options.push(
        nameserversGate.allowed
          ? {
              ...base,
              run: () =>
                go(() =>
                  navigate({
                    to: '/domains/$domainId',
                    params: { domainId: domain.id },
                    search: { open: 'nameservers' },
                  }),
                ),
            }
          : { ...base, disabled: true, note: disabledNote(nameserversGate) },
      );
    }
    return options;
  });

  const areaGroup = <T,>(result: AreaResult<T>, toOption: (row: T) => PaletteOption): PaletteGroup | null => {
    if (!areas.includes(result.area) || settled.trim() === '') return null;
    if (result.state === 'pending') {
      const searching = { id: `${result.area}-searching`, label: t('palette.group.searching'), disabled: true };
      return { id: result.area, busy: true, options: [{ ...searching, status: true }] };
    }
    if (result.state === 'failed') {
      const retry = { id: `${result.area}-failed`, label: t('palette.group.failed'), run: result.retry };
      return { id: result.area, busy: false, options: [{ ...retry, status: true }] };
    }
    if (result.rows.length === 0) return null;
    const stale = result.stale || !current;
    return { id: result.area, busy: stale, options: result.rows.map((row) => ({ ...toOption(row), stale })) };
  };

  const areaGroups = [
    areaGroup(found.vps, (server) => ({
      id: `vps-${server.id}`,
      label: serverName(server),
      note: t('palette.result.vps', {
        status: t('palette.vpsStatus', { status: server.status }),
        address: server.primaryIpv4 ?? 'none',
      }),
      run: () => go(() => navigate({ to: '/vps/$vpsId', params: { vpsId: server.id } })),
    })),
    areaGroup(found.hosting, (account) => ({
      id: `hosting-${account.id}`,
      label: account.customName ?? account.name,
      note: account.domains.join(', ') || undefined,
      run: () => go(() => navigate({ to: '/hosting/$accountId', params: { accountId: account.id } })),
    })),
    areaGroup(found.domains, (domain) => ({
      id: `domains-${domain.id}`,
      label: domain.name,
      run: () => go(() => navigate({ to: '/domains/$domainId', params: { domainId: domain.id } })),
    })),
    areaGroup(found.orders, (order) => ({
      id: `orders-${order.id}`,
      label: t('palette.result.order', { number: order.number }),
      note: order.invoice?.number ? t('palette.result.invoice', { number: order.invoice.number }) : undefined,
      run: () => go(() => navigate({ to: '/orders/$orderId', params: { orderId: order.id } })),
    })),
    areaGroup(found.invoices, (invoice) => ({
      id: `invoices-${invoice.id}`,
      label: t('palette.result.invoice', { number: invoice.number ?? invoice.id }),
      note: invoice.orderNumber ? t('palette.result.order', { number: invoice.orderNumber }) : undefined,
      run: () => go(() => navigate({ to: '/billing/invoices/$invoiceId', params: { invoiceId: invoice.id } })),
    })),
    areaGroup(found.tickets, (ticket) => ({
      id: `tickets-${ticket.id}`,
      label: ticket.subject ?? t('palette.result.ticket', { number: ticket.number }),
      note: t('palette.result.ticket', { number: ticket.number }),
      run: () =>
        go(() =>
          navigate({
            to: '/support/tickets/$ticketId',
            params: { ticketId: /^\d+$/.test(ticket.number) ? ticket.number : ticket.id },
          }),
        ),
    })),
  ].filter((group): group is PaletteGroup => group !== null);

  const actions: PaletteGroup = {
    id: 'actions',
    busy:
      powerOptions.some((option) => option.stale) ||
      mailboxesPending ||
      [...cancelOptions, ...mailboxOptions].some((option) => option.stale),
    options: [...powerOptions, ...cancelOptions, ...mailboxOptions, ...named, ...domainTaskOptions],
  };
  // Said first when nothing is typed, an action is named ("restart web-01", "svenska", "domains"); after what was
  // found otherwise.
  const actionsFirst =
    text.trim() === '' ||
    parsePowerQuery(text, verbsOf).choice !== null ||
    parseVerbQuery(text, paletteHostingChoices, hostingVerbsOf).choice !== null ||
    named.length > 0;
  const groups = (actionsFirst ? [actions, ...areaGroups] : [...areaGroups, actions]).filter(
    (group) => group.options.length > 0,
  );
  const options = groups.flatMap((group) => group.options);
  const ids = options.map((option) => option.id);
  const activeIndex = keepHighlight(activeId, ids, (optionId) => !options.find((o) => o.id === optionId)?.status);
  const active = options[activeIndex] ?? null;
  const optionId = (option: PaletteOption) => `${id}-option-${option.id}`;

  const resultCount = options.filter((option) => !option.status).length;
  const searching = !current || groups.some((group) => group.busy);
  const announcement = t('palette.count', { count: resultCount, searching: searching ? 'yes' : 'no' });

  useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from `id`, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active?.id]);

  // Whether Enter may run what is highlighted now. An option the customer moved to (arrows, pointer) is theirs to
  // run once it belongs to what is typed now. The first option only once the list for what is typed now is
  // complete: every area has answered the current text (an area still searching may put its results above it) and
  // a power action's gate is known. Until then Enter waits and runs the top of the finished list (issue 41: it ran an
  // option of a list a keystroke old, or nothing when the wait ended on an area's "Searching…" line).
  const chosen = activeId !== null && active?.id === activeId;
  const listFinal = current && !groups.some((group) => group.busy);
  const enterReady = active !== null && !active.stale && !active.checking && (chosen || listFinal);

  // Enter while the list is not final waits for it, then runs what is highlighted (the same option when it is found
  // again, else the first result); a blocked one, or none, ends the wait with nothing done.
  useEffect(() => {
    if (!enterWaiting) return;
    if (active !== null && !enterReady) return;
    setEnterWaiting(false);
    if (active && !active.disabled) active.run?.();
  }, [enterWaiting, enterReady, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isPaletteKey(event.key)) {
      event.preventDefault();
      setEnterWaiting(false);
      const next = options[nextHighlight(event.key, activeIndex, options.length)];
      setActiveId(next?.id ?? null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The field may hold a keystroke this render has not drawn yet (an event sent in the same tick): the list on
      // screen is then an earlier text's, so Enter waits for the one drawn for what is typed now.
      const drawn = event.currentTarget.value === text;
      if (!drawn || !enterReady) setEnterWaiting(true);
      else if (active && !active.disabled) active.run?.();
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange} title={t('palette.title')} className="palette">
      <label htmlFor={inputId} className="visually-hidden">
        {t('palette.input.label')}
      </label>
      <TextInput
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('palette.input.placeholder')}
        className="palette__input"
        onFocus={() => {
          // The field's first focus (the dialog's own code may come after the palette's): what was typed meanwhile.
          if (tookEarlyText.current) return;
          tookEarlyText.current = true;
          const typed = takeEarlyText?.() ?? '';
          if (typed) setText((now) => typed + now);
        }}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveId(null);
          setEnterWaiting(false);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="palette__hint">
        {t('palette.hint')}
      </p>
      <div
        role="listbox"
        id={listId}
        aria-label={t('palette.results.label')}
        className="palette__list"
        hidden={options.length === 0}
      >
        {groups.map((group) => (
          <div
            key={group.id}
            role="group"
            aria-labelledby={`${id}-group-${group.id}`}
            aria-busy={group.busy || undefined}
            className="palette__group"
          >
            <div role="presentation" id={`${id}-group-${group.id}`} className="palette__group-name">
              {t('palette.group', { group: group.id })}
            </div>
            {group.options.map((option) => (
              <div
                key={option.id}
                id={optionId(option)}
                role="option"
                aria-selected={option === active}
                aria-disabled={option.disabled ? true : undefined}
                className={[
                  'palette__option',
                  option === active ? 'palette__option--active' : null,
                  option.disabled ? 'palette__option--disabled' : null,
                  option.status ? 'palette__option--status' : null,
                ]
                  .filter(Boolean)
                  .join(' ')}
                onMouseMove={() => {
                  if (option !== active) setActiveId(option.id);
                }}
                onClick={() => {
                  if (!option.disabled) option.run?.();
                }}
              >
                <span className="palette__label">{option.label}</span>
                {option.note && <span className="palette__note">{option.note}</span>}
              </div>
            ))}
          </div>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </Dialog>
  );
}
