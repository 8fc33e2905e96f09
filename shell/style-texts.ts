/**
 * The texts of built style sheets, each read once: a built sheet's name carries its content's hash, so
 * a text once read stays true for as long as the server runs. A failed read is not kept (the next page
 * asks again); at most `limit` texts are kept, the oldest dropped first.
 */
export function styleTexts(read: (source: string) => Promise<string>, limit = 200) {
  const texts = new Map<string, Promise<string>>();
  return (source: string) => {
    let text = texts.get(source);
    if (!text) {
      text = read(source);
      texts.set(source, text);
      text.catch(() => texts.get(source) === text && texts.delete(source));
      if (texts.size > limit) texts.delete(texts.keys().next().value!);
    }
    return text;
  };
}
