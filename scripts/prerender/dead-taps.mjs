// Prerendered HTML shows before its code has loaded (on a phone, seconds before), so every
// control in it must work without that code: a link with an href, or a form that submits by
// itself. A <button> outside a form, an <input type="button"> or an element that only looks like
// a control (role="button", a link without href) does nothing until hydration: a dead tap.
// prerender-app.mjs refuses to write such a page.

/** The dead controls of `html`, each as the start of its tag (empty: every control works). */
function deadControls(html) {
  const found = [];
  // Forms and their extents, so a submit button inside one counts as working.
  const forms = [];
  const formPattern = /<form\b[^>]*>[\s\S]*?<\/form>/gi;
  for (let match = formPattern.exec(html); match; match = formPattern.exec(html)) {
    const hasAction = /\baction\s*=\s*"[^"]+"/i.test(match[0].slice(0, match[0].indexOf('>') + 1));
    if (hasAction) forms.push([match.index, match.index + match[0].length]);
  }
  const insideForm = (index) => forms.some(([start, end]) => index > start && index < end);
  const tagPattern = /<(button|input|a|div|span|li)\b[^>]*>/gi;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    const [tag, name] = match;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(tag)?.[1]?.toLowerCase();
    const lower = name.toLowerCase();
    const dead =
      (lower === 'button' && !((type === undefined || type === 'submit') && insideForm(match.index))) ||
      (lower === 'input' && (type === 'button' || type === 'reset')) ||
      (lower === 'a' && !/\bhref\s*=\s*"[^"]+"/i.test(tag)) ||
      /\brole\s*=\s*"button"/i.test(tag);
    if (dead) found.push(tag.length > 120 ? `${tag.slice(0, 117)}...` : tag);
  }
  return found;
}

export { deadControls };
