import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'sharing.share.title': 'Dela den här vyn med supporten',
  'sharing.share.intro':
    'Supporten ser den här skärmen som du ser den nu och kan inte ändra något i den. Inget lämnar din webbläsare förrän du laddar ner filen och skickar den, till exempel bifogad i ett ärende.',
  'sharing.share.mask': 'Dölj personuppgifter',
  'sharing.share.maskHint':
    'Namn, e-postadresser, telefonnummer, gatuadresser, organisations- och personnummer ersätts med platshållare som ”Person 1”.',
  'sharing.share.contents': 'Det här finns i filen',
  'sharing.share.address': 'Den här skärmen: {path}',
  'sharing.share.responses': '{count, plural, =0 {Inga svar} one {# svar} other {# svar}} från servern',
  'sharing.share.failures':
    '{count, plural, =0 {Inga misslyckade anrop} one {# misslyckat anrop} other {# misslyckade anrop}}',
  'sharing.share.failure': '{method} {path}: HTTP {status}, {code}{times, plural, =1 {} other { (# gånger)}}',
  'sharing.share.failureNoAnswer': '{method} {path}: inget svar, {code}{times, plural, =1 {} other { (# gånger)}}',
  'sharing.share.operations':
    '{count, plural, =0 {Inga åtgärder nyligen} one {# åtgärd nyligen} other {# åtgärder nyligen}}',
  'sharing.share.resources': 'Nämns i den',
  'sharing.share.noResources': 'Inga servrar, domäner eller ärenden med namn',
  'sharing.share.never': 'Aldrig i den: din API-nyckel eller något som din webbläsare skickade med ett anrop.',
  'sharing.share.size': 'Storlek: {size}',
  'sharing.share.download': 'Ladda ner filen',
  'sharing.share.downloaded': 'Nedladdad. Bifoga filen i ett ärende eller skicka den till supporten.',
  'sharing.share.close': 'Stäng',
  'sharing.open.heading': 'Öppna en kunds vy',
  'sharing.open.intro':
    'För supporten: välj en vyfil som en kund har delat för att se skärmen som kunden såg den, utan att kunna ändra något.',
  'sharing.open.file': 'Vyfil',
  'sharing.open.opening': 'Öppnar vyn …',
  'sharing.open.refused.tooLarge': 'Filen är för stor för att vara en vy. Be kunden att dela vyn igen.',
  'sharing.open.refused.notJson': 'Filen är inte en vy från panelen.',
  'sharing.open.refused.notABundle': 'Filen är inte en vy från panelen, eller så är den skadad.',
  'sharing.open.refused.wrongVersion': 'Vyn gjordes av en annan version av panelen och kan inte öppnas här.',
});
