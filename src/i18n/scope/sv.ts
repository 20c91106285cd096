import { defineTranslation } from '../define';
import type en from './en';

export default defineTranslation<typeof en>()({
  'scope.readOnly': `{action, select,
    vpsConsole {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte öppna deras konsol.}
    vpsPower {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte starta, stänga av eller starta om dem.}
    vpsSnapshots {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte ta eller ta bort ögonblicksbilder.}
    vpsSnapshotSlots {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte lägga till platser för ögonblicksbilder.}
    vpsPlanChange {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte byta deras paket.}
    vpsSnapshotRestore {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte återställa deras ögonblicksbilder.}
    vpsRebuild {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte installera om dem.}
    vpsRescue {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte starta dem i räddningsläge eller ta dem ur det.}
    vpsRootPassword {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte byta deras root-lösenord.}
    vpsSshKeys {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte lägga till eller byta deras SSH-nycklar.}
    vpsNetwork {Din API-nyckel har bara läsbehörighet för servrar, så den kan inte ändra deras nätverk.}
    hostingMailboxes {Din API-nyckel har bara läsbehörighet för webbhotell, så den kan inte skapa, ändra eller ta bort e-postkonton.}
    hostingDomains {Din API-nyckel har bara läsbehörighet för webbhotell, så den kan inte lägga till eller ta bort domäner.}
    hostingBillingCycle {Din API-nyckel har bara läsbehörighet för webbhotell, så den kan inte byta faktureringsperiod.}
    hostingRenew {Din API-nyckel har bara läsbehörighet för webbhotell, så den kan inte förnya det.}
    hostingUpgrade {Din API-nyckel har bara läsbehörighet för webbhotell, så den kan inte byta paket.}
    hostingCancel {Din API-nyckel har bara läsbehörighet för webbhotell, så den kan inte säga upp det eller ångra en uppsägning.}
    domainAutoRenew {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte slå på eller stänga av automatisk förnyelse.}
    domainLock {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte låsa eller låsa upp dem.}
    dnsEdit {Din API-nyckel har bara läsbehörighet för DNS-poster, så den kan inte ändra dem.}
    domainUnlock {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte begära upplåsning hos registret.}
    domainRedirects {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte skapa eller ta bort omdirigeringar.}
    domainCancelRenewalOrders {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte avbryta deras förnyelsebeställningar.}
    domainRenew {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte förnya dem.}
    domainRenewalPeriod {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte ändra deras förnyelseperiod.}
    domainTransferCode {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte hämta deras flyttkoder.}
    domainNameservers {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte ändra deras namnservrar.}
    domainWhoisPrivacy {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte slå på eller av WHOIS-skydd.}
    domainContacts {Din API-nyckel har bara läsbehörighet för domäner, så den kan inte ändra deras kontakter.}
    orderCreate {Din API-nyckel har bara läsbehörighet för beställningar, så den kan inte lägga beställningar.}
    orderCancel {Din API-nyckel har bara läsbehörighet för beställningar, så den kan inte avbryta dem.}
    orderCancelDomains {Din API-nyckel har bara läsbehörighet för beställningar, så den kan inte avbryta dem.}
    billingInvoiceCancel {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte makulera fakturor.}
    billingApplyCredit {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte betala fakturor med ditt tillgodohavande.}
    billingRefund {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte begära återbetalningar.}
    billingPay {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte betala fakturor.}
    billingSettings {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte slå på eller av automatisk betalning.}
    billingAddFunds {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte fylla på ditt tillgodohavande.}
    billingCards {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte lägga till, ändra eller ta bort betalkort.}
    billingProfile {Din API-nyckel har bara läsbehörighet för fakturering, så den kan inte ändra faktureringsuppgifterna.}
    ticketClose {Din API-nyckel har bara läsbehörighet för supportärenden, så den kan inte stänga dem.}
    ticketReopen {Din API-nyckel har bara läsbehörighet för supportärenden, så den kan inte öppna dem igen.}
    ticketReply {Din API-nyckel har bara läsbehörighet för supportärenden, så den kan inte svara på dem.}
    ticketCreate {Din API-nyckel har bara läsbehörighet för supportärenden, så den kan inte skapa nya.}
    apiKeyCreate {Din API-nyckel kan bara läsa, så den kan inte skapa API-nycklar.}
    apiKeyRevoke {Din API-nyckel kan bara läsa, så den kan inte återkalla API-nycklar.}
    apiKeyRotate {Din API-nyckel kan bara läsa, så den kan inte ge API-nycklar en ny hemlighet.}
    teamInvite {Din API-nyckel kan bara läsa, så den kan inte bjuda in teammedlemmar.}
    teamChange {Din API-nyckel kan bara läsa, så den kan inte ändra teammedlemmars roller.}
    teamRemove {Din API-nyckel kan bara läsa, så den kan inte ta bort teammedlemmar.}
    sessionSignOut {Din API-nyckel kan bara läsa, så den kan inte logga ut sessioner.}
  }`,
  'scope.notAllowed': `{action, select,
    vpsConsole {Din API-nyckel får inte öppna en servers konsol, som kräver rätt att ändra servrar.}
    vpsPower {Din API-nyckel får inte starta, stänga av eller starta om servrar.}
    vpsSnapshots {Din API-nyckel får inte ta eller ta bort ögonblicksbilder.}
    vpsSnapshotSlots {Din API-nyckel får inte lägga till platser för ögonblicksbilder, något som ändrar vad du betalar.}
    vpsPlanChange {Din API-nyckel får inte byta en servers paket, något som ändrar vad du betalar.}
    vpsSnapshotRestore {Din API-nyckel får inte återställa en server från en ögonblicksbild.}
    vpsRebuild {Din API-nyckel får inte installera om en server.}
    vpsRescue {Din API-nyckel får inte starta en server i räddningsläge eller ta den ur det.}
    vpsRootPassword {Din API-nyckel får inte byta en servers root-lösenord.}
    vpsSshKeys {Din API-nyckel får inte lägga till eller byta SSH-nycklar.}
    vpsNetwork {Din API-nyckel får inte ändra en servers nätverk.}
    hostingMailboxes {Din API-nyckel får inte skapa, ändra eller ta bort e-postkonton.}
    hostingDomains {Din API-nyckel får inte lägga till eller ta bort domäner på webbhotellet.}
    hostingBillingCycle {Din API-nyckel får inte byta faktureringsperiod.}
    hostingRenew {Din API-nyckel får inte förnya webbhotell.}
    hostingUpgrade {Din API-nyckel får inte byta paket för webbhotell.}
    hostingCancel {Din API-nyckel får inte säga upp webbhotell eller ångra en uppsägning.}
    domainAutoRenew {Din API-nyckel får inte slå på eller stänga av automatisk förnyelse.}
    domainLock {Din API-nyckel får inte låsa eller låsa upp domäner.}
    dnsEdit {Din API-nyckel får inte ändra DNS-poster.}
    domainUnlock {Din API-nyckel får inte begära upplåsning av domäner hos registret.}
    domainRedirects {Din API-nyckel får inte skapa eller ta bort omdirigeringar.}
    domainCancelRenewalOrders {Din API-nyckel får inte avbryta förnyelsebeställningar.}
    domainRenew {Din API-nyckel får inte förnya domäner.}
    domainRenewalPeriod {Din API-nyckel får inte ändra förnyelseperioden för domäner.}
    domainTransferCode {Din API-nyckel får inte hämta domäners flyttkoder.}
    domainNameservers {Din API-nyckel får inte ändra domäners namnservrar.}
    domainWhoisPrivacy {Din API-nyckel får inte slå på eller av WHOIS-skydd.}
    domainContacts {Din API-nyckel får inte ändra domäners kontakter.}
    orderCreate {Din API-nyckel får inte lägga beställningar.}
    orderCancel {Din API-nyckel får inte avbryta beställningar.}
    orderCancelDomains {Din API-nyckel får inte avbryta beställningar.}
    billingInvoiceCancel {Din API-nyckel får inte makulera fakturor.}
    billingApplyCredit {Din API-nyckel får inte betala fakturor med ditt tillgodohavande.}
    billingRefund {Din API-nyckel får inte begära återbetalningar.}
    billingPay {Din API-nyckel får inte betala fakturor.}
    billingSettings {Din API-nyckel får inte slå på eller av automatisk betalning.}
    billingAddFunds {Din API-nyckel får inte fylla på ditt tillgodohavande.}
    billingCards {Din API-nyckel får inte lägga till, ändra eller ta bort betalkort.}
    billingProfile {Din API-nyckel får inte ändra faktureringsuppgifterna.}
    ticketClose {Din API-nyckel får inte stänga supportärenden.}
    ticketReopen {Din API-nyckel får inte öppna supportärenden igen.}
    ticketReply {Din API-nyckel får inte svara på supportärenden.}
    ticketCreate {Din API-nyckel får inte skapa supportärenden.}
    apiKeyCreate {Din API-nyckel får inte skapa API-nycklar. Bara en nyckel med full åtkomst får det.}
    apiKeyRevoke {Din API-nyckel får inte återkalla API-nycklar. Bara en nyckel med full åtkomst får det.}
    apiKeyRotate {Din API-nyckel får inte ge API-nycklar en ny hemlighet. Bara en nyckel med full åtkomst får det.}
    teamInvite {Din API-nyckel får inte bjuda in teammedlemmar. En ägare eller administratör kan.}
    teamChange {Din API-nyckel får inte ändra teammedlemmars roller. En ägare eller administratör kan.}
    teamRemove {Din API-nyckel får inte ta bort teammedlemmar. En ägare eller administratör kan.}
    sessionSignOut {Du får inte logga ut sessioner.}
  }`,
});
