/** Finishing an in-place text edit (specification section 4). */

/**
 * The text-edit finishing rule of section 4. With a field and text `title：value`, the value
 * becomes testData; with nothing after the colon the whole text becomes the title and testData
 * is cleared; otherwise the text becomes the title.
 */
export function finishTextEdit(text: string, title: string | undefined, field: string | undefined): { title?: string; testData?: string } {
  const prefix = `${title ?? ''}：`;
  if (field && title !== undefined && text.startsWith(prefix)) {
    const rest = text.slice(prefix.length);
    return rest ? { testData: rest } : { title: text, testData: undefined };
  }
  return { title: text };
}
