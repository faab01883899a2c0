import { addTranslations } from '@hearth/i18n';
import { EN_CA } from './content/en-CA';
import { FR_CA } from './content/fr-CA';

/**
 * Pairs every string of `source` with the string at the same place in `target` (same shape):
 * the en-CA text is the i18n key, the other language's text its translation.
 */
export function pairStrings(source: unknown, target: unknown, into: Record<string, string> = {}) {
  if (typeof source === 'string') {
    if (typeof target !== 'string') throw new Error(`No translation for: ${source}`);
    into[source] = target;
  } else if (Array.isArray(source)) {
    if (!Array.isArray(target) || target.length !== source.length)
      throw new Error('Translated content has a different shape');
    source.forEach((item, i) => pairStrings(item, target[i], into));
  } else if (source && typeof source === 'object') {
    const other = target as Record<string, unknown>;
    for (const [key, value] of Object.entries(source)) pairStrings(value, other?.[key], into);
  }
  return into;
}

// en-CA → en-US spelling for the pages' text (page names stay as they are: they match the routes).
const US_SPELLING: [RegExp, string][] = [
  [/\bneighbour/g, 'neighbor'],
  [/\bfavourite/g, 'favorite'],
  [/\bhonour/g, 'honor'],
  [/\bkilometre/g, 'kilometer'],
  [/\bcentre\b/g, 'center'],
];
/** The en-US version of each en-CA string that is spelled differently. */
export function americanize(strings: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const text of strings) {
    const us = US_SPELLING.reduce((acc, [re, to]) => acc.replace(re, to), text);
    if (us !== text) out[text] = us;
  }
  return out;
}

const pageStrings = pairStrings(EN_CA, FR_CA);

addTranslations({
  'en-US': americanize(Object.keys(pageStrings)),
  'fr-CA': {
    ...pageStrings,
    'Support contact': 'Joindre le soutien',
    'Write to us': 'Écrivez-nous',
    'Call us': 'Appelez-nous',
    'Weekdays, 9 a.m. to 6 p.m. Eastern Time': 'En semaine, de 9 h à 18 h (heure de l’Est)',
    'Follow Hearth': 'Suivez Hearth',
    'Social media': 'Réseaux sociaux',
    'Hearth on Instagram': 'Hearth sur Instagram',
    'Hearth on Facebook': 'Hearth sur Facebook',
    'Hearth on X': 'Hearth sur X',
    'Hearth on LinkedIn': 'Hearth sur LinkedIn',
  },
});
