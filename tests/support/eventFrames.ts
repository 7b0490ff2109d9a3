/** One message of the event stream (docs/events.md): a comment (the heartbeat) or an event with its data. */
export interface Frame {
  event?: string;
  data?: Record<string, unknown>;
  comment?: string;
}

/** Takes the complete frames (each ended by a blank line) off the front of the stream's text; the rest waits for more. */
export function takeFrames(text: string): { frames: Frame[]; rest: string } {
  const frames: Frame[] = [];
  let rest = text;
  for (let cut = rest.indexOf('\n\n'); cut >= 0; cut = rest.indexOf('\n\n')) {
    const frame: Frame = {};
    for (const line of rest.slice(0, cut).split('\n')) {
      if (line.startsWith(':')) frame.comment = line.slice(1).trim();
      else if (line.startsWith('event: ')) frame.event = line.slice(7);
      else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6)) as Record<string, unknown>;
    }
    frames.push(frame);
    rest = rest.slice(cut + 2);
  }
  return { frames, rest };
}
