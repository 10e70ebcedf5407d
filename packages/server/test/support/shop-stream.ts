// The shop's state stream (text/event-stream; docs/shop.md "Constructor") read event by event, as the constructor's
// socket reads it.

export interface StreamEvent {
  event: string;
  // The events' data differ by event; each test reads the fields it checks.
  data: any;
}

/** Opens the owner's state stream of a project; `next` waits for the next event (at most `waitMs` when given). */
export async function openShopStream(baseUrl: string, cookie: string, numId: number, waitMs?: number) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/connect/ecommerce/socket?num_id=${numId}`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const read = async (): Promise<StreamEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n').filter((line) => !line.startsWith(':'));
        buffer = buffer.slice(end + 2);
        if (!lines.length) continue;
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        return { event: field('event')!, data: JSON.parse(field('data')!) };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  const next = async (): Promise<StreamEvent> => {
    if (waitMs === undefined) return read();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no event within ${waitMs} ms`)), waitMs)));
    try {
      return await Promise.race([read(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { response, next, close: () => controller.abort() };
}
