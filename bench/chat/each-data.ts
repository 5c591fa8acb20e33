/** Reads a server-sent-events body, calling back with each `data:` payload and its arrival time. */
export async function eachData(response: Response, onData: (data: string, at: number) => void): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) if (line.startsWith('data: ')) onData(line.slice(6), performance.now());
    }
  }
}
