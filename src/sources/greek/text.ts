/**
 * Greek source text: without its BOM and in Unicode NFC. NFC matters: strongsgreek.xml spells accented
 * vowels with the oxia code points (`ά` U+1F71), which NFC maps to the tonos forms (`ά` U+03AC) that
 * MorphGNT and lexemes.yaml use.
 */

/** The text without a leading BOM, in Unicode NFC (line breaks are untouched, so line numbers hold). */
export function normalizeText(text: string): string {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).normalize("NFC");
}
