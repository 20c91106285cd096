import { defineTranslation } from '@/i18n';
import type en from './en';

export default defineTranslation<typeof en>()({
  'viewBundle.share.title': 'Dela den här vyn med supporten',
  'viewBundle.share.intro':
    'Supporten ser den här skärmen som du ser den nu och kan inte ändra något i den. Inget lämnar din webbläsare förrän du laddar ner filen och skickar den, till exempel bifogad i ett ärende.',
  'viewBundle.share.mask': 'Dölj personuppgifter',
  'viewBundle.share.maskHint':
    'Namn, e-postadresser, telefonnummer, gatuadresser, organisations- och personnummer ersätts med platshållare som ”Person 1”.',
  'viewBundle.share.contents': 'Det här finns i filen',
  'viewBundle.share.address': 'Den här skärmen: {path}',
  'viewBundle.share.responses': '{count, plural, =0 {Inga svar} one {# svar} other {# svar}} från servern',
  'viewBundle.share.failures':
    '{count, plural, =0 {Inga misslyckade anrop} one {# misslyckat anrop} other {# misslyckade anrop}}',
  'viewBundle.share.operations':
    '{count, plural, =0 {Ingen aktivitet nyligen} one {# aktivitet nyligen} other {# aktiviteter nyligen}}',
  'viewBundle.share.resources': 'Nämns i den',
  'viewBundle.share.noResources': 'Inga servrar, domäner eller ärenden med namn',
  'viewBundle.share.never': 'Aldrig i den: din API-nyckel eller något som din webbläsare skickade med ett anrop.',
  'viewBundle.share.size': 'Storlek: {size}',
  'viewBundle.share.download': 'Ladda ner filen',
  'viewBundle.share.downloaded': 'Nedladdad. Bifoga filen i ett ärende eller skicka den till supporten.',
  'viewBundle.share.close': 'Stäng',
  'viewBundle.open.heading': 'Öppna en kunds vy',
  'viewBundle.open.intro':
    'För supporten: välj en vyfil som en kund har delat för att se skärmen som kunden såg den, utan att kunna ändra något.',
  'viewBundle.open.file': 'Vyfil',
  'viewBundle.open.opening': 'Öppnar vyn …',
  'viewBundle.open.refused.tooLarge': 'Filen är för stor för att vara en vy. Be kunden att dela vyn igen.',
  'viewBundle.open.refused.notJson': 'Filen är inte en vy från panelen.',
  'viewBundle.open.refused.notABundle': 'Filen är inte en vy från panelen, eller så är den skadad.',
  'viewBundle.open.refused.wrongVersion': 'Vyn gjordes av en annan version av panelen och kan inte öppnas här.',
});
