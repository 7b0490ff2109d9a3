/** Error bodies of binary downloads arrive as bytes; read them as the JSON they are. */
export const decodeErrorBody = async (body: unknown): Promise<unknown> => {
  let text: string | undefined;
  if (typeof Blob !== 'undefined' && body instanceof Blob) text = await body.text();
  else if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) text = new TextDecoder().decode(body);
  else if (typeof body === 'string') text = body;
  if (text === undefined) return body;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
