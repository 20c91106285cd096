import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { estimateMailboxPassword } from './src/api/schemas/mailbox-password-strength';
const full = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
const ctx = { localPart: 'info', domain: 'example.org' };
const variant = (w: string) => { let v = w.charAt(0).toUpperCase() + w.slice(1); if (!/\d/.test(v)) v += '1'; while (v.length < 8) v += '1'; return v; };
const ok = (v: string) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v);
for (const [name, list] of [['passwords', common.dictionary['passwords-common']], ['commonWords', en.dictionary['commonWords-en']], ['wikipedia', en.dictionary['wikipedia-en']], ['lastnames', en.dictionary['lastnames-en']]] as const) {
  for (const [a, b] of [[0, 1000], [1000, 5000], [5000, 10000], [10000, 20000], [20000, 50000]]) {
    const band = list.slice(a, b).filter((_, i) => i % Math.max(1, Math.floor((b - a) / 400)) === 0).map(variant).filter(ok);
    if (!band.length) continue;
    let fullRef = 0, cutRef = 0;
    for (const v of band) { if (full.check(v, ['info', 'example', 'example.org']).score < 3) fullRef++; if (!estimateMailboxPassword(v, ctx).passes) cutRef++; }
    console.log(name, `${a}-${b}`, 'n', band.length, 'full refuses', (100 * fullRef / band.length).toFixed(0) + '%', 'cut refuses', (100 * cutRef / band.length).toFixed(0) + '%');
  }
}
