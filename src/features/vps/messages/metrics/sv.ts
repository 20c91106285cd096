import { defineTranslation } from '@/i18n';
import type en from './en';

/** A server's metrics tab in Swedish. Terms follow docs/glossary-sv.md. */
export default defineTranslation<typeof en>()({
  'vpsMetrics.heading': 'Användning',
  'vpsMetrics.timeframe.label': 'Tidsperiod',
  'vpsMetrics.timeframe':
    '{timeframe, select, hour {Senaste timmen} day {Senaste 24 timmarna} week {Senaste 7 dagarna} month {Senaste 30 dagarna} year {Senaste året} other {Okänd}}',
  'vpsMetrics.window': '{count, plural, one {# mätpunkt} other {# mätpunkter}} från {start} till {end}, {every}.',
  'vpsMetrics.every.minutes': '{count, plural, one {en per minut} other {en var #:e minut}}',
  'vpsMetrics.every.hours': '{count, plural, one {en per timme} other {en var #:e timme}}',
  'vpsMetrics.times': 'Tiderna visas i din tidszon; håll muspekaren över eller fokusera en tid för exakt UTC-tid.',
  'vpsMetrics.failed.title': 'Insamlingen av mätvärden misslyckades',
  'vpsMetrics.failed.body':
    'Ingen användning kan visas för perioden. Det här är data som saknas, inte en server utan last: hellre inget diagram eller totalvärde än en felaktig nolla.',
  'vpsMetrics.failed.reason': 'Angiven orsak: {reason}',
  'vpsMetrics.failed.noReason': 'Servern angav ingen orsak.',
  'vpsMetrics.empty.title': 'Inga mätpunkter under perioden',
  'vpsMetrics.empty.body':
    'Inget registrerades för {name} under perioden (en ny server, eller en som inte är igång). Välj en längre tidsperiod för att se äldre data.',
  'vpsMetrics.summary.heading': 'Sammanfattning av perioden',
  'vpsMetrics.card.cpu': 'CPU',
  'vpsMetrics.card.memory': 'Minne',
  'vpsMetrics.card.diskRead': 'Diskläsning',
  'vpsMetrics.card.diskWrite': 'Diskskrivning',
  'vpsMetrics.card.netIn': 'Nätverk in',
  'vpsMetrics.card.netOut': 'Nätverk ut',
  'vpsMetrics.card.diskDaily': 'Disk, medelvärde per dygn',
  'vpsMetrics.stat.average': 'Medelvärde',
  'vpsMetrics.stat.peak': 'Toppvärde',
  'vpsMetrics.stat.total': 'Totalt under perioden',
  'vpsMetrics.stat.readPerDay': 'Läst per dygn',
  'vpsMetrics.stat.writePerDay': 'Skrivet per dygn',
  'vpsMetrics.diskDaily.basis':
    '{days, plural, one {Under det senaste dygnet, oavsett tidsperiod.} other {Under de senaste # dygnen, oavsett tidsperiod.}}',
  'vpsMetrics.source':
    '{source, select, counters {Exakt (räknare)} estimated {Uppskattat från hastigheter} other {Okänt}}',
  'vpsMetrics.source.label': 'Hur totalen mättes',
  'vpsMetrics.allowanceNote':
    'Totalvärdena gäller den visade perioden. De är inte förbrukningen av din månatliga trafikkvot.',
  'vpsMetrics.null.label': 'inte tillgängligt',
  'vpsMetrics.null.noSamples': 'Inga mätpunkter under perioden.',
  'vpsMetrics.null.notReported': 'Servern rapporterade inget värde för perioden.',
  'vpsMetrics.null.totalUnknown': 'Servern har ingen total i byte för perioden.',
  'vpsMetrics.null.dailyAverage':
    '{days, plural, one {Inget värde för det senaste dygnet.} other {Inget värde för de senaste # dygnen.}}',
  'vpsMetrics.clientAverage': 'Värdena för CPU och minne räknas fram här ur de visade mätpunkterna.',
  'vpsMetrics.chart.cpuMemory': 'CPU och minne',
  'vpsMetrics.chart.disk': 'Diskläsning och diskskrivning',
  'vpsMetrics.chart.network': 'Nätverk in och ut',
  'vpsMetrics.chart.loading': 'Läser in diagrammet …',
  'vpsMetrics.chart.note':
    'Diagrammet ritas av {drawn} av {total} punkter; tabellen och CSV-filen har alla mätpunkter.',
  'vpsMetrics.series.cpu': 'CPU ({unit})',
  'vpsMetrics.series.memory': 'Minne ({unit})',
  'vpsMetrics.series.diskRead': 'Läsning ({unit})',
  'vpsMetrics.series.diskWrite': 'Skrivning ({unit})',
  'vpsMetrics.series.netIn': 'In ({unit})',
  'vpsMetrics.series.netOut': 'Ut ({unit})',
  'vpsMetrics.tooltip.gap': 'Data saknas: inget samlades in mellan {from} och {to}.',
  'vpsMetrics.tooltip.missing': 'data saknas',
  'vpsMetrics.table.show': 'Tabell med data: {chart}',
  'vpsMetrics.table.caption': '{chart}: mätpunkt {from}–{to} av {total}',
  'vpsMetrics.table.time': 'Tid',
  'vpsMetrics.table.earlier': 'Tidigare mätpunkter',
  'vpsMetrics.table.later': 'Senare mätpunkter',
  'vpsMetrics.table.pager': 'Tabellens sidor',
  'vpsMetrics.csv': 'Ladda ned CSV ({count, plural, one {# mätpunkt} other {# mätpunkter}})',
  'vpsMetrics.utc': 'UTC',
});
