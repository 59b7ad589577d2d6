/**
 * Test bodies for the compression and tree-writing tests.
 */

/** A JSON body of about `size` bytes that compresses well. */
export function jsonOf(size: number): string {
  const items: { n: number; name: string }[] = [];
  let text = "";
  for (let i = 0; text.length < size; i++) {
    items.push({ n: i, name: `entry number ${i % 17}` });
    text = JSON.stringify({ data: items });
  }
  return text;
}
