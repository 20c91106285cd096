import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { estimateMailboxPassword, mailboxPasswordUserInputs } from './src/api/schemas/mailbox-password-strength';
const full = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
const ctx = { localPart: 'sales', domain: 'nordlicht.se' };
const list = ['Password1','Iloveyou1','Sunshine1','Football1','Monkey123','Letmein2024','Princess1','Welcome123','Baseball2','Nordlicht2026','Nordlicht.se1','NORDLICHT2026!','N0rdl1cht2026','Sales2026x','Nordlichtsales1','Qwerty123','Asdfghjkl1','1qaz2WSX3edc','Zxcvbnm123','Qwertyuiop1!','Qazwsx123','Abcdefgh1','Aa123456','Summer2024','Michael1987','Jennifer01','Starwars77','Dragon2023!','Vintergatan-Kaffe-73','tX9#mQ2$vL7!pR4z','correct-Horse-battery-9','Kq7vN2pLx8Wd','Understanding1','Constitutional1','Headquarters2','Hippopotamus1'];
for (const p of list) { const r = estimateMailboxPassword(p, ctx); const f = full.check(p, mailboxPasswordUserInputs(ctx)); console.log(p.padEnd(26), 'cut', r.score, 'full', f.score, r.suggestions[0] ?? ''); }
