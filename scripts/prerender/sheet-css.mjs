// styled-components' server sheet as plain CSS. Its own <style data-styled> output carries
// rehydration markers numbered per sheet; the page combines two sheets (the shell's frame and a
// remote's screen), whose numbers would collide. Plain CSS is not rehydrated: the browser's
// styled-components injects the same rules again as it hydrates (same ids, same class names).
const RULE_END = '/*!sc*/';

/** @param {{ instance: { toString(): string } }} sheet a ServerStyleSheet after rendering */
export function cssOfSheet(sheet) {
  return sheet.instance
    .toString()
    .split(RULE_END)
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('data-styled.'))
    .join('');
}
