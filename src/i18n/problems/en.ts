import { defineMessages } from '../define';

/**
 * What a problem (`code` of a Problem Details answer or of a failed job) or a blocked gate (`actions.*.code`) means,
 * said to a customer: one message per code, shown as the alert's message and as a blocked control's reason. The
 * server's own title, detail or reason is shown instead only for a code this catalog does not know. Loaded lazily
 * (`useProblemWords`, src/ui/problem-words.ts): it is not part of any first screen.
 * Keys: `problems.code.<code>` (the code as the API spells it), `problems.scope.<scope>` (what a scope lets a key do,
 * as a verb phrase that completes "Your API key is not allowed to …"), `problems.forbidden.*`.
 */
export default defineMessages({
  // Platform: requests, keys, limits, outages.
  'problems.code.invalid_request': 'Some of what was sent was not accepted. Check the form and try again.',
  'problems.code.missing_required': 'This field is required.',
  'problems.code.invalid_pagination_limit': 'The list could not be loaded with that page size. Reload the page.',
  'problems.code.unauthorized': 'Your sign-in has ended. Sign in again with your API key.',
  'problems.code.api_key_revoked': 'This API key has been revoked, so it no longer works. Sign in with another key.',
  'problems.code.api_key_expired': 'This API key has expired, so it no longer works. Sign in with another key.',
  'problems.code.api_key_replaced':
    'This API key was replaced by a new one and its time to change over has ended. Sign in with the new key.',
  'problems.code.api_key_not_found': 'We could not find this API key. It may belong to another account.',
  'problems.code.api_key_not_active': 'This API key is revoked or expired, so it cannot be given a new secret.',
  'problems.code.scope_not_held': 'A new key cannot do more than the key you are signed in with.',
  'problems.code.forbidden': 'Your API key is not allowed to do this. Ask the account owner for a key that is.',
  'problems.code.not_found': 'We could not find this. It may have been removed, or it belongs to another account.',
  'problems.code.method_not_allowed': 'The panel asked for something the service does not offer. Reload the page.',
  'problems.code.payload_too_large': 'What you sent is too large. Make it smaller and try again.',
  'problems.code.unsupported_media_type': 'The service could not read what was sent. Reload the page and try again.',
  'problems.code.rate_limit_exceeded': 'Too many requests in a short time. Wait a moment and try again.',
  'problems.code.internal_error':
    'Something went wrong on our side. Nothing you did caused it. Try again in a moment, or contact support.',
  'problems.code.bad_gateway': 'A service behind the panel did not answer properly. Try again in a moment.',
  'problems.code.service_unavailable': 'The service is not available right now. Try again in a few minutes.',
  'problems.code.gateway_timeout': 'A service behind the panel took too long to answer. Try again in a moment.',
  'problems.code.upstream_unavailable': 'Plans and prices cannot be loaded right now. Try again in a few minutes.',
  'problems.code.cross_origin_refused': 'The request came from another website and was refused.',
  'problems.code.mock_capacity_exceeded': 'The demo is full right now. Try again in a few minutes.',
  'problems.code.too_many_jobs': 'Too many operations are running. Try again when one has finished.',
  'problems.code.idempotency_request_in_progress':
    'Your first attempt is still being handled. Wait a moment, then check whether it went through.',
  'problems.code.idempotency_key_reused':
    'This was sent again with changed details. Reload the page, check what went through, then send it again.',
  'problems.code.invalid_idempotency_key': 'The panel sent something the service could not accept. Reload the page.',
  'problems.code.job_failed':
    'The operation could not be completed. Nothing was changed. Try again, or contact support.',
  'problems.code.result_too_large': 'The operation finished, but its result was too large to show. Contact support.',
  // Servers (VPS).
  'problems.code.vps_busy': 'The server is busy with another operation. Try again when it has finished.',
  'problems.code.vps_suspended': 'The server is blocked. Pay the overdue invoice or contact support to unblock it.',
  'problems.code.vps_not_running': 'The server is not running. Start it first.',
  'problems.code.vps_already_running': 'The server is already running.',
  'problems.code.console_ticket_unknown': 'The console did not recognise this connection. Connect again.',
  'problems.code.console_ticket_used': 'This console connection was already used. Connect again.',
  'problems.code.console_ticket_expired': 'The console connection waited too long. Connect again.',
  'problems.code.guest_unresponsive':
    'The server did not answer, so nothing was changed. Try the forced restart, or Reset, to restart it anyway.',
  'problems.code.guest_network_in_sync':
    'The server’s network settings already match its addresses. Nothing to repair.',
  'problems.code.primary_interface_required':
    'The main network interface can be deleted only when another public interface can take over.',
  'problems.code.interface_limit_reached': 'The server has as many network interfaces as it can have.',
  'problems.code.no_ip_available': 'There is no free public IP address in this location right now.',
  'problems.code.no_removable_ip': 'Only main addresses are assigned. Change a main address instead of removing it.',
  'problems.code.no_private_network_available': 'Every private network of yours in this location is already attached.',
  'problems.code.no_secondary_interface': 'The server has only its main network interface.',
  'problems.code.snapshots_unavailable': 'Snapshots are not available for this server.',
  'problems.code.snapshot_limit_reached':
    'All snapshot slots are in use. Delete a snapshot, wait for one to expire, or add slots.',
  'problems.code.snapshot_creating': 'This snapshot is still being created. Try again when it is ready.',
  'problems.code.disk_cannot_shrink': 'A server’s disk can only grow. Choose a plan with at least as much disk.',
  'problems.code.vps_must_be_stopped':
    'This plan has fewer cores or less memory. Stop the server first, then change the plan.',
  'problems.code.plan_unchanged': 'The server is already on this plan.',
  'problems.code.snapshot_not_ready': 'This snapshot is still being created. Restore it once it is ready.',
  'problems.code.vps_in_rescue': 'This server is running the rescue system. Leave rescue first.',
  'problems.code.vps_not_in_rescue': 'This server is not in rescue.',
  'problems.code.ssh_key_exists': 'This SSH key is already added.',
  // Web hosting.
  'problems.code.free_plan': 'A free plan has nothing to renew.',
  'problems.code.plan_too_small': 'This plan has room for fewer e-mail accounts than you have. Delete some first.',
  'problems.code.no_scheduled_change': 'No plan change is planned, so there is nothing to cancel.',
  'problems.code.existing_invoice_blocking':
    'An unpaid invoice blocks this change. Pay or wait for that invoice first.',
  'problems.code.password_too_weak': 'The password is too easy to guess. Choose a longer one.',
  'problems.code.account_not_eligible_panel':
    'This account is on the older control panel, where this cannot be done here. Contact support to move it.',
  'problems.code.legacy_panel':
    'This account is on the older control panel. Contact support to move it to the new one first.',
  'problems.code.domain_not_ready': 'The domain is not ready yet. Try again when its registration or move is done.',
  'problems.code.addon_domain_exists': 'This domain is already on a web hosting account.',
  'problems.code.mailbox_exists': 'An e-mail account with this address already exists.',
  'problems.code.mailbox_limit_reached': 'The plan’s e-mail accounts are all in use. Delete one or upgrade the plan.',
  'problems.code.account_suspended':
    'This web hosting account is blocked. Pay the overdue invoice or contact support to unblock it.',
  'problems.code.account_pending':
    'This web hosting account is still being set up. This is possible once it is active.',
  'problems.code.account_closed': 'This web hosting account is closed. Order a new plan to host the site again.',
  'problems.code.pause_not_offered': 'Web hosting plans cannot be paused.',
  'problems.code.highest_plan': 'This is already the largest web hosting plan.',
  // Domains.
  'problems.code.auto_renew_unavailable': 'Auto-renew can be turned on only for an active domain.',
  'problems.code.auto_renew_off': 'Auto-renew is already off.',
  'problems.code.contacts_unavailable': 'The contacts cannot be shown: the domain is no longer managed here.',
  'problems.code.registry_unlock_unavailable':
    'An unlock can be requested only for an active .se or .nu domain with Registry Lock on.',
  'problems.code.registry_unlock_required':
    'The domain has Registry Lock. Request an unlock instead of turning the lock off here.',
  'problems.code.pending_renewal_order':
    'A renewal order for this domain is waiting for payment. Choose whether to keep or cancel it when you turn off auto-renew.',
  'problems.code.pending_domain_order': 'A domain order is waiting. Pay or cancel it first.',
  'problems.code.domain_not_active': 'This is possible only while the domain is active.',
  // DNS zones.
  'problems.code.dns_zone_changed':
    'Someone else changed this zone since you opened it, so nothing was applied. Your changes are kept here: load the zone again, check the preview and apply.',
  'problems.code.dns_version_not_found': 'That version of the zone is no longer kept. Choose one from the list.',
  'problems.code.dns_not_on_our_nameservers':
    'This domain uses other nameservers, so its records here are not served. Switch its nameservers to ours first.',
  'problems.code.record_not_found': 'One of the records you changed is no longer in the zone. Load the zone again.',
  'problems.code.zone_too_large': 'A zone can hold at most 10,000 records. Remove some before you add more.',
  'problems.code.renewal_pending': 'A renewal of this domain is already waiting for payment. Pay or cancel it first.',
  'problems.code.outside_renewal_window':
    'It is too early to renew this domain. It can be renewed during the last year before it expires.',
  'problems.code.registry_maximum_exceeded':
    'That would register the domain for longer than the registry allows. Choose a shorter period.',
  'problems.code.domain_not_found': 'We could not find this domain in your account.',
  'problems.code.registrar_lock_enabled': 'The registrar lock is on: turn it off first.',
  'problems.code.registry_lock_enabled': 'The registry lock is on: ask the registry to lift it first.',
  'problems.code.transfer_in_progress': 'A transfer of this domain is in progress.',
  'problems.code.resend_too_soon':
    'The e-mail was sent a few minutes ago. It can be sent again 10 minutes after the last one.',
  'problems.code.no_verification_pending': 'No e-mail verification is waiting for this domain.',
  'problems.code.return_url_required':
    'The page to come back to after the e-ID check is missing. Reload the page and try again.',
  'problems.code.tld_not_supported': 'Registry Lock is offered only for .se and .nu domains.',
  'problems.code.lock_already_active': 'Registry Lock is already on.',
  'problems.code.lock_not_active': 'Registry Lock is not on, so there is nothing to unlock.',
  'problems.code.registered_domain':
    'A registered domain cannot be deleted. Turn off auto-renew and let it expire instead.',
  'problems.code.identity_verification_required':
    'Changing the holder’s personal or organisation number needs a BankID check.',
  'problems.code.not_required': 'No identity check is needed for this domain.',
  // Orders.
  'problems.code.not_cancelable': 'This order can no longer be cancelled.',
  'problems.code.product_unavailable': 'This plan cannot be ordered right now.',
  'problems.code.order_active': 'Active orders cannot be cancelled.',
  'problems.code.order_completed': 'Completed orders cannot be cancelled.',
  'problems.code.order_cancelled': 'This order is already cancelled.',
  'problems.code.order_not_failed': 'Only orders that failed can be tried again.',
  'problems.code.processing_started': 'Work on this order has started, so it can no longer be cancelled.',
  'problems.code.invoice_lookup_pending':
    'The order’s invoice is still being looked up. You can cancel once it is shown.',
  // Support.
  'problems.code.ticket_not_found': 'We could not find this support ticket in your account.',
  'problems.code.ticket_not_closed': 'This ticket is still open.',
  'problems.code.ticket_closed': 'This ticket is closed. Reopen it to reply.',
  'problems.code.attachment_too_large': 'The file is larger than attachments may be.',
  'problems.code.attachment_type_refused': 'Files of this type cannot be attached.',
  'problems.code.attachment_not_found': 'This file is no longer available to send. Remove it and add it again.',
  'problems.code.department_not_found': 'This department does not exist. Choose another one.',
  'problems.code.department_not_accepting': 'This department does not take new tickets here. Choose another one.',
  'problems.code.service_not_found':
    'We could not find this service in your account. Remove it from the ticket, or check that you are signed in to the right account.',
  // Billing: invoices, credit, cards.
  'problems.code.invoice_not_cancelable': 'This invoice can no longer be cancelled.',
  'problems.code.invoice_paid': 'This invoice is already paid.',
  'problems.code.invoice_cancelled': 'This invoice is cancelled.',
  'problems.code.refund_window_passed': 'The 14-day right of withdrawal has ended.',
  'problems.code.not_consumer': 'The right of withdrawal is for private persons; contact support about a refund.',
  'problems.code.invoice_not_paid': 'Only a paid invoice can be refunded.',
  'problems.code.nothing_to_refund': 'The paid period has been used up; nothing is left to refund.',
  'problems.code.destination_unavailable': 'The money cannot go there for this invoice; choose the other way.',
  'problems.code.invoice_refunded': 'This invoice was refunded.',
  'problems.code.invoice_draft': 'This invoice is still being prepared. You can pay it once it is ready.',
  'problems.code.no_payment_url':
    'This invoice cannot be paid online yet. Pay it as the invoice we e-mailed you says, or contact support.',
  'problems.code.invoice_partially_paid': 'Part of this invoice is already paid, so it can no longer be cancelled.',
  'problems.code.invoice_not_unpaid': 'Only an unpaid invoice can be cancelled.',
  'problems.code.invoice_not_payable': 'Nothing is left to pay on this invoice.',
  'problems.code.credit_invoice': 'Credit cannot pay an invoice that adds credit. Pay it by card instead.',
  'problems.code.currency_mismatch': 'Your credit is in another currency than this invoice.',
  'problems.code.no_credit': 'You have no credit to use.',
  'problems.code.amount_too_large': 'That is more than your credit, or more than is left to pay.',
  'problems.code.amount_out_of_range': 'The amount is outside what you can add at a time.',
  'problems.code.already_default': 'This is already your default card.',
  'problems.code.no_default_card': 'You have no default card. Add a card first.',
  'problems.code.card_not_found': 'That card is no longer saved. Choose another card.',
  'problems.code.invoices_not_payable': 'Some of the invoices have nothing left to pay. Choose the ones still to pay.',
  'problems.code.invoice_not_found': 'One of the invoices was not found.',
  'problems.code.duplicate_invoice': 'An invoice was chosen twice.',
  'problems.code.insufficient_funds': 'The card does not have enough money on it. Try another card.',
  'problems.code.card_required': 'Choose a card to pay with.',
  'problems.code.card_not_allowed': 'A payment at the payment provider takes no saved card.',
  'problems.code.country_not_sold_to':
    'We do not sell to this country. Choose the country of your billing address among those we sell to.',
  'problems.code.credit_note':
    'This is a credit note: it credits an invoice and has nothing to pay, cancel or pay with credit.',
  'problems.code.name_required': 'Give the name invoices are to be made out to.',
  'problems.code.vat_number_checksum':
    'A digit of this VAT number is wrong: its check digit does not match. Compare it with your registration papers.',
  'problems.code.vat_number_country': 'This VAT number is from another country than the one chosen.',
  'problems.code.vat_number_format':
    'This is not how a VAT number from the chosen country is written. Check the country code and the number of digits.',
  'problems.code.vat_number_not_for_consumer':
    'A private person has no VAT number. Choose company, or leave the number out.',
  'problems.code.vat_number_not_registered':
    "The EU's VAT register does not know this number. Check it with your accounts.",
  'problems.code.vat_number_required': 'A company in the EU gives its VAT number. Without one, choose private person.',
  'problems.code.card_expired': 'This card has expired. Add a new card instead.',
  'problems.code.default_card': 'This is your default card. Make another card the default first.',
  'problems.code.card_declined': 'The card was declined. Try another card, or contact your bank.',
  // A 403 `forbidden` that names what the key lacks.
  'problems.forbidden.scopes': 'Your API key is not allowed to {permissions}. Ask the account owner for a key that is.',
  'problems.forbidden.placeOrders':
    'Your contact account may not place orders, which this needs. The account holder can allow it.',
  // Issues 37–39: registering and moving domains, mail forwarding, cancelling hosting, signing in as a person.
  'problems.code.address_in_use': 'That address is already used on this account. Choose another one.',
  'problems.code.alias_limit_reached': 'This mailbox has as many aliases as it can have. Remove one first.',
  'problems.code.already_yours': 'This domain is already in your account.',
  'problems.code.cancellation_done': 'The cancellation has already taken effect and can no longer be undone.',
  'problems.code.cancellation_scheduled':
    'This hosting account ends when its paid period ends. Undo the cancellation first to change it.',
  'problems.code.code_already_used':
    'That code has already been used. Wait for the next code in your authenticator app.',
  'problems.code.duplicate': 'The same thing is in the list twice. Remove one of them.',
  'problems.code.email_change_not_found':
    'This link is not one we sent. Open the link from the verification mail again, or ask for a new mail on your account page.',
  'problems.code.email_link_used': 'This link was used already. The address it confirmed is the one you sign in with.',
  'problems.code.email_link_replaced':
    'You asked for another change of address after this one, so this link no longer works. Use the newest mail.',
  'problems.code.email_link_expired':
    'This link has expired: it works for 24 hours. Ask for the change again on your account page.',
  'problems.code.email_link_other_person':
    'This link changes the address of someone else than the person signed in here. Sign out, then open it again.',
  'problems.code.email_in_use': 'Someone else signs in with this e-mail address. Choose another one.',
  'problems.code.email_unchanged': 'This is the e-mail address you have now.',
  'problems.code.forwarder_exists': 'Mail from this mailbox is already forwarded to that address.',
  'problems.code.forwarder_limit_reached': 'This mailbox forwards to as many addresses as it can. Remove one first.',
  'problems.code.forwarder_loop': 'Forwarding there would send the mail round in a circle. Choose another address.',
  'problems.code.invalid': 'This is not a domain name that can be registered. Check the spelling.',
  'problems.code.invalid_code': 'That code is not right. Check the code in your authenticator app and try again.',
  'problems.code.invalid_credentials': 'The e-mail address or the password is not right.',
  'problems.code.invalid_epp_code':
    'The transfer code is not right. Ask the current registrar for the code and paste it exactly.',
  'problems.code.invalid_passkey': 'The passkey could not be used. Try again, or sign in another way.',
  'problems.code.invalid_registration_identifier':
    'The personal or organisation number is not valid. Check it and try again.',
  'problems.code.last_second_factor':
    'This is your last way to confirm it is you. Add another one before you remove it.',
  'problems.code.mixed_order': 'Domains are ordered on their own. Place a separate order for the other products.',
  'problems.code.no_cancellation': 'There is no cancellation to undo.',
  'problems.code.no_period_end':
    'This hosting account has no end date for its period, so it cannot end with it. Contact support.',
  'problems.code.no_second_factor': 'This account has no second step to confirm with.',
  'problems.code.not_a_session':
    'This works only when you have signed in with your e-mail address, not with an API key.',
  'problems.code.not_registered': 'Nobody holds this domain yet. Register it instead of transferring it.',
  'problems.code.origin_required': 'Passkeys work only from the panel in a browser. Reload the page and try again.',
  'problems.code.passkey_exists': 'This passkey is already added to your account.',
  'problems.code.passkey_not_found': 'We could not find that passkey. It may have been removed.',
  'problems.code.person_session_required':
    'Sign in with your e-mail address and password to change this. An API key cannot.',
  'problems.code.registered_recently':
    'This domain was registered or moved less than 60 days ago. It can be transferred after that.',
  'problems.code.registrar_locked':
    'The domain is locked at its current registrar. Ask them to unlock it, then try again.',
  'problems.code.registration_identifier_missing':
    'A domain of this kind needs the owner’s personal or organisation number.',
  'problems.code.sign_in_expired': 'The sign-in took too long. Start again.',
  'problems.code.tld_not_offered': 'We do not offer domains with this ending.',
  'problems.code.too_many_attempts': 'Too many tries. Wait a few minutes and try again.',
  'problems.code.totp_already_enabled': 'An authenticator app is already set up for this account.',
  'problems.code.totp_not_enabled': 'No authenticator app is set up for this account.',
  'problems.code.totp_setup_not_found': 'The setup of the authenticator app has run out of time. Start again.',
  'problems.code.whois_privacy_unavailable': 'The registry of this domain does not allow hiding the owner’s details.',
  'problems.code.wrong_password': 'The current password is not right.',
  // Team members and sessions (src/api/endpoints/team.ts, sessions.ts).
  'problems.code.member_exists': 'This e-mail address is already in your team or has been invited.',
  'problems.code.member_not_found': 'We could not find this team member. They may have been removed already.',
  'problems.code.owner_only': 'Only an owner can make someone an owner, or change or remove an owner.',
  'problems.code.last_owner': 'Every account needs an owner. Make another member an owner first.',
  'problems.code.invitation_not_found': 'This invitation link does not work. Ask for a new invitation.',
  'problems.code.invitation_used': 'This invitation has been accepted already. Sign in with its e-mail address.',
  'problems.code.invitation_expired': 'This invitation has expired. Ask the person who invited you for a new one.',
  'problems.code.session_not_found': 'This session has ended already.',
  'problems.code.current_session': 'This is the session you are using now. Sign out instead.',
  'problems.code.session_revoked': 'You were signed out from another of your sessions. Sign in again.',
  'problems.code.member_removed':
    'You were removed from this account’s team, so your sign-in and your API keys no longer work.',
  'problems.scope.readVm': 'see servers',
  'problems.scope.writeVm': 'change servers',
  'problems.scope.writeNetwork': 'change server networks',
  'problems.scope.powerVm': 'start, stop and restart servers',
  'problems.scope.backupVm': 'take snapshots',
  'problems.scope.readOrders': 'see orders',
  'problems.scope.writeOrders': 'cancel orders',
  'problems.scope.readBilling': 'see invoices and billing',
  'problems.scope.writeBilling': 'change billing and pay for renewals',
  'problems.scope.readHosting': 'see web hosting',
  'problems.scope.writeHosting': 'change web hosting',
  'problems.scope.consoleServices': 'manage e-mail accounts and domains of web hosting',
  'problems.scope.readDomains': 'see domains',
  'problems.scope.writeDomains': 'change domains',
  'problems.scope.readDns': 'see the DNS records of domains',
  'problems.scope.writeDns': 'change the DNS records of domains',
  'problems.scope.readSupport': 'see support tickets',
  'problems.scope.writeSupport': 'write to and close support tickets',
  'problems.scope.readAudit': 'see the account log',
  'problems.scope.readKeys': 'see the API keys',
  'problems.scope.writeKeys': 'create, rotate and revoke API keys',
  'problems.scope.other': 'do this',
});
