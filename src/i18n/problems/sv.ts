import { defineTranslation } from '../define';
import type en from './en';

export default defineTranslation<typeof en>()({
  'problems.code.invalid_request': 'En del av det som skickades godtogs inte. Kontrollera formuläret och försök igen.',
  'problems.code.missing_required': 'Fältet måste fyllas i.',
  'problems.code.invalid_pagination_limit': 'Listan kunde inte hämtas med den sidstorleken. Ladda om sidan.',
  'problems.code.unauthorized': 'Din inloggning har gått ut. Logga in igen med din API-nyckel.',
  'problems.code.api_key_revoked':
    'Den här API-nyckeln har återkallats och fungerar inte längre. Logga in med en annan nyckel.',
  'problems.code.api_key_expired':
    'Den här API-nyckeln har gått ut och fungerar inte längre. Logga in med en annan nyckel.',
  'problems.code.api_key_replaced':
    'Den här API-nyckeln har ersatts av en ny och tiden för att byta har gått ut. Logga in med den nya nyckeln.',
  'problems.code.api_key_not_found': 'Vi hittade inte den här API-nyckeln. Den kan höra till ett annat konto.',
  'problems.code.api_key_not_active':
    'Den här API-nyckeln är återkallad eller har gått ut, så den kan inte få en ny hemlighet.',
  'problems.code.scope_not_held': 'En ny nyckel kan inte få göra mer än nyckeln du är inloggad med.',
  'problems.code.forbidden': 'Din API-nyckel får inte göra detta. Be kontots ägare om en nyckel med rätt behörighet.',
  'problems.code.not_found': 'Vi hittade det inte. Det kan ha tagits bort, eller hör till ett annat konto.',
  'problems.code.method_not_allowed': 'Panelen bad om något som tjänsten inte erbjuder. Ladda om sidan.',
  'problems.code.payload_too_large': 'Det du skickade är för stort. Gör det mindre och försök igen.',
  'problems.code.unsupported_media_type': 'Tjänsten kunde inte läsa det som skickades. Ladda om sidan och försök igen.',
  'problems.code.rate_limit_exceeded': 'För många anrop på kort tid. Vänta en stund och försök igen.',
  'problems.code.internal_error':
    'Något gick fel hos oss, inte på grund av något du gjorde. Försök igen om en stund eller kontakta supporten.',
  'problems.code.bad_gateway': 'En tjänst bakom panelen svarade inte som den skulle. Försök igen om en stund.',
  'problems.code.service_unavailable': 'Tjänsten är inte tillgänglig just nu. Försök igen om några minuter.',
  'problems.code.gateway_timeout': 'En tjänst bakom panelen svarade inte i tid. Försök igen om en stund.',
  'problems.code.upstream_unavailable': 'Tjänster och priser kan inte hämtas just nu. Försök igen om några minuter.',
  'problems.code.cross_origin_refused': 'Anropet kom från en annan webbplats och nekades.',
  'problems.code.mock_capacity_exceeded': 'Demon är full just nu. Försök igen om några minuter.',
  'problems.code.too_many_jobs': 'För många åtgärder pågår. Försök igen när någon av dem är klar.',
  'problems.code.idempotency_request_in_progress':
    'Ditt första försök behandlas fortfarande. Vänta en stund och kontrollera sedan om det gick igenom.',
  'problems.code.idempotency_key_reused':
    'Det här skickades igen med ändrade uppgifter. Ladda om sidan, kontrollera vad som gick igenom och skicka sedan igen.',
  'problems.code.invalid_idempotency_key': 'Panelen skickade något som tjänsten inte kunde ta emot. Ladda om sidan.',
  'problems.code.job_failed': 'Åtgärden kunde inte slutföras. Inget ändrades. Försök igen eller kontakta supporten.',
  'problems.code.result_too_large':
    'Åtgärden blev klar, men resultatet var för stort för att visas. Kontakta supporten.',
  'problems.code.vps_busy': 'Servern är upptagen med en annan åtgärd. Försök igen när den är klar.',
  'problems.code.vps_suspended':
    'Servern är spärrad. Betala den förfallna fakturan eller kontakta supporten för att häva spärren.',
  'problems.code.vps_not_running': 'Servern är inte igång. Starta den först.',
  'problems.code.vps_already_running': 'Servern är redan igång.',
  'problems.code.console_ticket_unknown': 'Konsolen kände inte igen anslutningen. Anslut igen.',
  'problems.code.console_ticket_used': 'Den här konsolanslutningen har redan använts. Anslut igen.',
  'problems.code.console_ticket_expired': 'Konsolanslutningen väntade för länge. Anslut igen.',
  'problems.code.guest_unresponsive':
    'Servern svarade inte, så inget ändrades. Använd tvingad omstart eller Återställ för att starta om den ändå.',
  'problems.code.guest_network_in_sync':
    'Serverns nätverksinställningar stämmer redan med dess adresser. Det finns inget att reparera.',
  'problems.code.primary_interface_required':
    'Det primära nätverksgränssnittet kan tas bort först när ett annat publikt gränssnitt kan ta över.',
  'problems.code.interface_limit_reached': 'Servern har redan så många nätverksgränssnitt som den kan ha.',
  'problems.code.no_ip_available': 'Det finns ingen ledig publik IP-adress på den här platsen just nu.',
  'problems.code.no_removable_ip':
    'Bara primära adresser är tilldelade. Byt en primär adress i stället för att ta bort den.',
  'problems.code.no_private_network_available': 'Alla dina privata nätverk på den här platsen är redan anslutna.',
  'problems.code.no_secondary_interface': 'Servern har bara sitt primära nätverksgränssnitt.',
  'problems.code.snapshots_unavailable': 'Ögonblicksbilder finns inte för den här servern.',
  'problems.code.snapshot_limit_reached':
    'Alla platser för ögonblicksbilder används. Ta bort en ögonblicksbild, vänta tills en går ut eller lägg till platser.',
  'problems.code.snapshot_creating': 'Ögonblicksbilden skapas fortfarande. Försök igen när den är klar.',
  'problems.code.disk_cannot_shrink': 'En servers disk kan bara växa. Välj ett paket med minst lika mycket disk.',
  'problems.code.vps_must_be_stopped':
    'Paketet har färre kärnor eller mindre minne. Stoppa servern först och byt sedan paket.',
  'problems.code.plan_unchanged': 'Servern har redan det här paketet.',
  'problems.code.snapshot_not_ready': 'Ögonblicksbilden skapas fortfarande. Återställ den när den är klar.',
  'problems.code.vps_in_rescue': 'Servern kör räddningssystemet. Lämna räddningsläget först.',
  'problems.code.vps_not_in_rescue': 'Servern är inte i räddningsläge.',
  'problems.code.ssh_key_exists': 'SSH-nyckeln finns redan.',
  'problems.code.free_plan': 'Ett gratispaket har inget att förnya.',
  'problems.code.plan_too_small': 'Paketet har plats för färre e-postkonton än du har. Ta bort några först.',
  'problems.code.no_scheduled_change': 'Inget paketbyte är planerat, så det finns inget att avbryta.',
  'problems.code.existing_invoice_blocking':
    'En obetald faktura hindrar ändringen. Betala fakturan eller vänta tills den är hanterad först.',
  'problems.code.password_too_weak': 'Lösenordet är för lätt att gissa. Välj ett längre.',
  'problems.code.account_not_eligible_panel':
    'Kontot ligger i den äldre kontrollpanelen, där detta inte kan göras härifrån. Kontakta supporten för att flytta det.',
  'problems.code.legacy_panel':
    'Kontot ligger i den äldre kontrollpanelen. Kontakta supporten för att först flytta det till den nya.',
  'problems.code.domain_not_ready': 'Domänen är inte klar än. Försök igen när registreringen eller flytten är klar.',
  'problems.code.addon_domain_exists': 'Domänen finns redan på ett webbhotellskonto.',
  'problems.code.mailbox_exists': 'Det finns redan ett e-postkonto med den adressen.',
  'problems.code.mailbox_limit_reached': 'Paketets alla e-postkonton används. Ta bort ett eller uppgradera paketet.',
  'problems.code.account_suspended':
    'Webbhotellskontot är spärrat. Betala den förfallna fakturan eller kontakta supporten för att häva spärren.',
  'problems.code.account_pending': 'Webbhotellskontot håller på att skapas. Det här går att göra när kontot är aktivt.',
  'problems.code.account_closed':
    'Webbhotellskontot är avslutat. Beställ ett nytt paket för att ha webbplatsen här igen.',
  'problems.code.pause_not_offered': 'Webbhotellspaket kan inte pausas.',
  'problems.code.highest_plan': 'Det här är redan det största webbhotellspaketet.',
  'problems.code.auto_renew_unavailable': 'Automatisk förnyelse kan bara slås på för en aktiv domän.',
  'problems.code.auto_renew_off': 'Automatisk förnyelse är redan avstängd.',
  'problems.code.contacts_unavailable': 'Kontakterna kan inte visas: domänen hanteras inte längre här.',
  'problems.code.registry_unlock_unavailable':
    'Upplåsning kan bara begäras för en aktiv .se- eller .nu-domän med Registry Lock påslaget.',
  'problems.code.registry_unlock_required':
    'Domänen har Registry Lock. Begär upplåsning i stället för att stänga av låset här.',
  'problems.code.pending_renewal_order':
    'En förnyelsebeställning för domänen väntar på betalning. Välj om den ska behållas eller avbrytas när du stänger av automatisk förnyelse.',
  'problems.code.pending_domain_order': 'En domänbeställning väntar. Betala eller avbryt den först.',
  'problems.code.domain_not_active': 'Det här går bara medan domänen är aktiv.',
  // DNS-zoner.
  'problems.code.dns_zone_changed':
    'Någon annan har ändrat zonen sedan du öppnade den, så inget ändrades. Dina ändringar finns kvar här: läs in zonen igen, granska förhandsvisningen och verkställ.',
  'problems.code.dns_version_not_found': 'Den versionen av zonen sparas inte längre. Välj en i listan.',
  'problems.code.dns_not_on_our_nameservers':
    'Domänen använder andra namnservrar, så posterna här används inte. Byt först till våra namnservrar.',
  'problems.code.record_not_found': 'En av posterna du ändrade finns inte längre i zonen. Läs in zonen igen.',
  'problems.code.zone_too_large': 'En zon kan ha högst 10 000 poster. Ta bort några innan du lägger till fler.',
  'problems.code.renewal_pending': 'En förnyelse av domänen väntar redan på betalning. Betala eller avbryt den först.',
  'problems.code.outside_renewal_window':
    'Det är för tidigt att förnya domänen. Den kan förnyas under det sista året innan den löper ut.',
  'problems.code.registry_maximum_exceeded':
    'Då skulle domänen registreras längre än registret tillåter. Välj en kortare period.',
  'problems.code.domain_not_found': 'Vi hittade inte domänen på ditt konto.',
  'problems.code.registrar_lock_enabled': 'Registrarlåset är påslaget: slå av det först.',
  'problems.code.registry_lock_enabled': 'Registry Lock är påslaget: be registret att låsa upp först.',
  'problems.code.transfer_in_progress': 'En flytt av domänen pågår.',
  'problems.code.resend_too_soon':
    'E-postmeddelandet skickades för några minuter sedan. Det kan skickas igen 10 minuter efter det senaste.',
  'problems.code.no_verification_pending': 'Ingen e-postverifiering väntar för den här domänen.',
  'problems.code.return_url_required':
    'Sidan att komma tillbaka till efter e-legitimationen saknas. Ladda om sidan och försök igen.',
  'problems.code.tld_not_supported': 'Registry Lock finns bara för .se- och .nu-domäner.',
  'problems.code.lock_already_active': 'Registry Lock är redan påslaget.',
  'problems.code.lock_not_active': 'Registry Lock är inte påslaget, så det finns inget att låsa upp.',
  'problems.code.registered_domain':
    'En registrerad domän kan inte tas bort. Stäng av automatisk förnyelse och låt den gå ut i stället.',
  'problems.code.identity_verification_required':
    'För att ändra innehavarens person- eller organisationsnummer krävs en kontroll med BankID.',
  'problems.code.not_required': 'Ingen identitetskontroll behövs för den här domänen.',
  'problems.code.not_cancelable': 'Beställningen kan inte längre avbrytas.',
  'problems.code.product_unavailable': 'Paketet kan inte beställas just nu.',
  'problems.code.order_active': 'Aktiva beställningar kan inte avbrytas.',
  'problems.code.order_completed': 'Slutförda beställningar kan inte avbrytas.',
  'problems.code.order_cancelled': 'Beställningen är redan avbruten.',
  'problems.code.order_not_failed': 'Bara misslyckade beställningar kan göras om.',
  'problems.code.processing_started': 'Arbetet med beställningen har börjat, så den kan inte längre avbrytas.',
  'problems.code.invoice_lookup_pending': 'Beställningens faktura hämtas fortfarande. Du kan avbryta när den visas.',
  'problems.code.ticket_not_found': 'Vi hittade inte supportärendet på ditt konto.',
  'problems.code.ticket_not_closed': 'Ärendet är fortfarande öppet.',
  'problems.code.ticket_closed': 'Ärendet är stängt. Öppna det igen för att svara.',
  'problems.code.attachment_too_large': 'Filen är större än vad en bilaga får vara.',
  'problems.code.attachment_type_refused': 'Filer av den här typen kan inte bifogas.',
  'problems.code.attachment_not_found': 'Filen går inte längre att skicka. Ta bort den och lägg till den igen.',
  'problems.code.department_not_found': 'Avdelningen finns inte. Välj en annan.',
  'problems.code.department_not_accepting': 'Avdelningen tar inte emot nya ärenden här. Välj en annan.',
  'problems.code.service_not_found':
    'Vi hittade inte tjänsten på ditt konto. Ta bort den från ärendet, eller kontrollera att du är inloggad på rätt konto.',
  // Fakturering: fakturor, tillgodohavande, kort.
  'problems.code.invoice_not_cancelable': 'Fakturan kan inte längre makuleras.',
  'problems.code.invoice_paid': 'Fakturan är redan betald.',
  'problems.code.invoice_cancelled': 'Fakturan är makulerad.',
  'problems.code.refund_window_passed': 'Ångerrätten på 14 dagar har upphört.',
  'problems.code.not_consumer': 'Ångerrätten gäller privatpersoner; kontakta supporten om återbetalning.',
  'problems.code.invoice_not_paid': 'Bara en betald faktura kan betalas tillbaka.',
  'problems.code.nothing_to_refund': 'Den betalda perioden är förbrukad; inget finns kvar att betala tillbaka.',
  'problems.code.destination_unavailable': 'Pengarna kan inte gå dit för den här fakturan; välj det andra sättet.',
  'problems.code.invoice_refunded': 'Fakturan har återbetalats.',
  'problems.code.invoice_draft': 'Fakturan förbereds fortfarande. Du kan betala den när den är klar.',
  'problems.code.no_payment_url':
    'Fakturan kan inte betalas här ännu. Betala enligt fakturan vi skickade med e-post, eller kontakta supporten.',
  'problems.code.invoice_partially_paid': 'En del av fakturan är redan betald, så den kan inte längre makuleras.',
  'problems.code.invoice_not_unpaid': 'Bara en obetald faktura kan makuleras.',
  'problems.code.invoice_not_payable': 'Det finns inget kvar att betala på fakturan.',
  'problems.code.credit_invoice':
    'Tillgodohavande kan inte betala en faktura som fyller på tillgodohavandet. Betala den med kort i stället.',
  'problems.code.currency_mismatch': 'Ditt tillgodohavande är i en annan valuta än fakturan.',
  'problems.code.no_credit': 'Du har inget tillgodohavande att använda.',
  'problems.code.amount_too_large': 'Det är mer än ditt tillgodohavande, eller mer än det som är kvar att betala.',
  'problems.code.amount_out_of_range': 'Beloppet ligger utanför det du kan fylla på med åt gången.',
  'problems.code.already_default': 'Det här är redan ditt standardkort.',
  'problems.code.no_default_card': 'Du har inget standardkort. Lägg till ett kort först.',
  'problems.code.card_not_found': 'Kortet finns inte längre sparat. Välj ett annat kort.',
  'problems.code.invoices_not_payable': 'Några av fakturorna har inget kvar att betala. Välj de som ska betalas.',
  'problems.code.invoice_not_found': 'En av fakturorna hittades inte.',
  'problems.code.duplicate_invoice': 'En faktura valdes två gånger.',
  'problems.code.insufficient_funds': 'Det finns inte tillräckligt med pengar på kortet. Prova ett annat kort.',
  'problems.code.card_required': 'Välj ett kort att betala med.',
  'problems.code.card_not_allowed': 'En betalning hos betalleverantören tar inget sparat kort.',
  'problems.code.country_not_sold_to':
    'Vi säljer inte till det här landet. Välj landet för din fakturaadress bland dem vi säljer till.',
  'problems.code.credit_note':
    'Det här är en kreditfaktura: den krediterar en faktura och har inget att betala, makulera eller betala med tillgodohavande.',
  'problems.code.name_required': 'Ange namnet som fakturorna ska ställas ut på.',
  'problems.code.vat_number_checksum':
    'En siffra i momsregistreringsnumret är fel: kontrollsiffran stämmer inte. Jämför med era registreringshandlingar.',
  'problems.code.vat_number_country': 'Momsregistreringsnumret är från ett annat land än det valda.',
  'problems.code.vat_number_format':
    'Så skrivs inte ett momsregistreringsnummer från det valda landet. Kontrollera landskoden och antalet siffror.',
  'problems.code.vat_number_not_for_consumer':
    'En privatperson har inget momsregistreringsnummer. Välj företag, eller lämna numret tomt.',
  'problems.code.vat_number_not_registered':
    'EU:s momsregister känner inte till numret. Kontrollera det mot er bokföring.',
  'problems.code.vat_number_required':
    'Ett företag i EU anger sitt momsregistreringsnummer. Utan det, välj privatperson.',
  'problems.code.card_expired': 'Kortet har gått ut. Lägg till ett nytt kort i stället.',
  'problems.code.default_card': 'Det här är ditt standardkort. Gör ett annat kort till standard först.',
  'problems.code.card_declined': 'Kortet nekades. Prova ett annat kort eller kontakta din bank.',
  'problems.forbidden.scopes':
    'Din API-nyckel får inte {permissions}. Be kontots ägare om en nyckel med rätt behörighet.',
  'problems.forbidden.placeOrders':
    'Ditt kontaktkonto får inte lägga beställningar, vilket det här kräver. Kontots innehavare kan tillåta det.',
  // Issues 37–39: registering and moving domains, mail forwarding, cancelling hosting, signing in as a person.
  'problems.code.address_in_use': 'Adressen används redan på kontot. Välj en annan.',
  'problems.code.alias_limit_reached': 'E-postkontot har så många alias det kan ha. Ta bort ett först.',
  'problems.code.already_yours': 'Domänen finns redan på ditt konto.',
  'problems.code.cancellation_done': 'Uppsägningen har redan trätt i kraft och kan inte längre ångras.',
  'problems.code.cancellation_scheduled':
    'Webbhotellet upphör när den betalda perioden slutar. Ångra uppsägningen först för att ändra det.',
  'problems.code.code_already_used': 'Koden har redan använts. Vänta på nästa kod i autentiseringsappen.',
  'problems.code.duplicate': 'Samma sak finns två gånger i listan. Ta bort en av dem.',
  'problems.code.email_change_not_found':
    'Länken kommer inte från oss. Öppna länken i verifieringsmejlet igen, eller be om ett nytt mejl på din kontosida.',
  'problems.code.email_link_used': 'Länken har redan använts. Adressen den bekräftade är den du loggar in med.',
  'problems.code.email_link_replaced':
    'Du bad om en annan adressändring efter den här, så länken fungerar inte längre. Använd det senaste mejlet.',
  'problems.code.email_link_expired':
    'Länken har gått ut: den fungerar i 24 timmar. Be om ändringen igen på din kontosida.',
  'problems.code.email_link_other_person':
    'Länken ändrar adressen för någon annan än den som är inloggad här. Logga ut och öppna den igen.',
  'problems.code.email_in_use': 'Någon annan loggar in med den här e-postadressen. Välj en annan.',
  'problems.code.email_unchanged': 'Det här är e-postadressen du har nu.',
  'problems.code.forwarder_exists': 'E-posten från kontot vidarebefordras redan till den adressen.',
  'problems.code.forwarder_limit_reached':
    'E-postkontot vidarebefordrar till så många adresser det kan. Ta bort en först.',
  'problems.code.forwarder_loop': 'Vidarebefordran dit skulle skicka e-posten runt i en cirkel. Välj en annan adress.',
  'problems.code.invalid': 'Det här är inte ett domännamn som går att registrera. Kontrollera stavningen.',
  'problems.code.invalid_code': 'Koden stämmer inte. Kontrollera koden i autentiseringsappen och försök igen.',
  'problems.code.invalid_credentials': 'E-postadressen eller lösenordet stämmer inte.',
  'problems.code.invalid_epp_code':
    'Flyttkoden stämmer inte. Be den nuvarande registraren om koden och klistra in den exakt.',
  'problems.code.invalid_passkey':
    'Nyckeln (passkey) gick inte att använda. Försök igen eller logga in på ett annat sätt.',
  'problems.code.invalid_registration_identifier':
    'Person- eller organisationsnumret är inte giltigt. Kontrollera det och försök igen.',
  'problems.code.last_second_factor':
    'Det här är ditt sista sätt att bekräfta att det är du. Lägg till ett till innan du tar bort det.',
  'problems.code.mixed_order': 'Domäner beställs för sig. Lägg en separat beställning för de andra produkterna.',
  'problems.code.no_cancellation': 'Det finns ingen uppsägning att ångra.',
  'problems.code.no_period_end':
    'Webbhotellet har inget slutdatum för perioden och kan därför inte upphöra med den. Kontakta supporten.',
  'problems.code.no_second_factor': 'Kontot har inget andra steg att bekräfta med.',
  'problems.code.not_a_session':
    'Det här fungerar bara när du har loggat in med din e-postadress, inte med en API-nyckel.',
  'problems.code.not_registered': 'Ingen innehar domänen ännu. Registrera den i stället för att flytta den.',
  'problems.code.origin_required':
    'Nycklar (passkeys) fungerar bara från panelen i en webbläsare. Ladda om sidan och försök igen.',
  'problems.code.passkey_exists': 'Nyckeln (passkey) finns redan på ditt konto.',
  'problems.code.passkey_not_found': 'Vi hittade inte nyckeln (passkey). Den kan ha tagits bort.',
  'problems.code.person_session_required':
    'Logga in med din e-postadress och ditt lösenord för att ändra det här. En API-nyckel kan inte.',
  'problems.code.registered_recently':
    'Domänen registrerades eller flyttades för mindre än 60 dagar sedan. Den kan flyttas efter det.',
  'problems.code.registrar_locked':
    'Domänen är låst hos den nuvarande registraren. Be dem låsa upp den och försök sedan igen.',
  'problems.code.registration_identifier_missing':
    'En sådan domän kräver innehavarens person- eller organisationsnummer.',
  'problems.code.sign_in_expired': 'Inloggningen tog för lång tid. Börja om.',
  'problems.code.tld_not_offered': 'Vi erbjuder inte domäner med den ändelsen.',
  'problems.code.too_many_attempts': 'För många försök. Vänta några minuter och försök igen.',
  'problems.code.totp_already_enabled': 'En autentiseringsapp är redan inställd för kontot.',
  'problems.code.totp_not_enabled': 'Ingen autentiseringsapp är inställd för kontot.',
  'problems.code.totp_setup_not_found': 'Tiden för att ställa in autentiseringsappen har gått ut. Börja om.',
  'problems.code.whois_privacy_unavailable': 'Domänens register tillåter inte att innehavarens uppgifter döljs.',
  'problems.code.wrong_password': 'Det nuvarande lösenordet stämmer inte.',
  // Teammedlemmar och sessioner (src/api/endpoints/team.ts, sessions.ts).
  'problems.code.member_exists': 'Den här e-postadressen finns redan i ert team eller har bjudits in.',
  'problems.code.member_not_found': 'Vi hittade inte teammedlemmen. Personen kan redan ha tagits bort.',
  'problems.code.owner_only': 'Bara en ägare kan göra någon till ägare, eller ändra eller ta bort en ägare.',
  'problems.code.last_owner': 'Varje konto behöver en ägare. Gör först en annan medlem till ägare.',
  'problems.code.invitation_not_found': 'Den här inbjudningslänken fungerar inte. Be om en ny inbjudan.',
  'problems.code.invitation_used': 'Inbjudan har redan tagits emot. Logga in med dess e-postadress.',
  'problems.code.invitation_expired': 'Inbjudan har gått ut. Be den som bjöd in dig om en ny.',
  'problems.code.session_not_found': 'Den här sessionen har redan avslutats.',
  'problems.code.current_session': 'Det här är sessionen du använder nu. Logga ut i stället.',
  'problems.code.session_revoked': 'Du loggades ut från en av dina andra sessioner. Logga in igen.',
  'problems.code.member_removed':
    'Du har tagits bort från kontots team, så din inloggning och dina API-nycklar fungerar inte längre.',
  'problems.scope.readVm': 'se servrar',
  'problems.scope.writeVm': 'ändra servrar',
  'problems.scope.writeNetwork': 'ändra servrars nätverk',
  'problems.scope.powerVm': 'starta, stänga av och starta om servrar',
  'problems.scope.backupVm': 'ta ögonblicksbilder',
  'problems.scope.readOrders': 'se beställningar',
  'problems.scope.writeOrders': 'avbryta beställningar',
  'problems.scope.readBilling': 'se fakturor och betalningar',
  'problems.scope.writeBilling': 'ändra fakturering och betala förnyelser',
  'problems.scope.readHosting': 'se webbhotell',
  'problems.scope.writeHosting': 'ändra webbhotell',
  'problems.scope.consoleServices': 'hantera e-postkonton och domäner på webbhotell',
  'problems.scope.readDomains': 'se domäner',
  'problems.scope.writeDomains': 'ändra domäner',
  'problems.scope.readDns': 'se domäners DNS-poster',
  'problems.scope.writeDns': 'ändra domäners DNS-poster',
  'problems.scope.readSupport': 'se supportärenden',
  'problems.scope.writeSupport': 'skriva i och stänga supportärenden',
  'problems.scope.readAudit': 'se kontologgen',
  'problems.scope.readKeys': 'se API-nycklarna',
  'problems.scope.writeKeys': 'skapa, byta och återkalla API-nycklar',
  'problems.scope.other': 'göra detta',
});
