/**
 * Tracing of page-description path data (`PathItem.d`) onto a canvas-like path builder, for
 * contexts without Path2D. The contract allows absolute M, L, H, V, C and Z; their relative
 * forms are accepted too since they cost nothing. Anything else throws.
 */

export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
  closePath(): void;
}

const TOKEN = /([MLHVCZmlhvcz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)|(.)/g;
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, Z: 0 };

/** Trace `d` onto `sink`. Throws on commands outside M/L/H/V/C/Z or malformed numbers. */
export function tracePath(d: string, sink: PathSink): void {
  let command = '';
  let args: number[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;

  const run = (cmd: string, a: number[]): void => {
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M':
        x = ox + a[0];
        y = oy + a[1];
        startX = x;
        startY = y;
        sink.moveTo(x, y);
        break;
      case 'L':
        x = ox + a[0];
        y = oy + a[1];
        sink.lineTo(x, y);
        break;
      case 'H':
        x = ox + a[0];
        sink.lineTo(x, y);
        break;
      case 'V':
        y = oy + a[0];
        sink.lineTo(x, y);
        break;
      case 'C':
        sink.bezierCurveTo(ox + a[0], oy + a[1], ox + a[2], oy + a[3], ox + a[4], oy + a[5]);
        x = ox + a[4];
        y = oy + a[5];
        break;
      case 'Z':
        sink.closePath();
        x = startX;
        y = startY;
        break;
    }
  };

  for (const match of d.matchAll(TOKEN)) {
    const [, letter, number, , other] = match;
    if (other !== undefined) throw new SyntaxError(`path data: unsupported "${other}" at ${match.index} in "${d}"`);
    if (letter !== undefined) {
      if (command && args.length > 0) throw new SyntaxError(`path data: incomplete ${command} in "${d}"`);
      command = letter;
      args = [];
      if (ARITY[command.toUpperCase()] === 0) run(command, args);
      continue;
    }
    if (number === undefined) continue;
    if (!command || ARITY[command.toUpperCase()] === 0) throw new SyntaxError(`path data: number without command in "${d}"`);
    args.push(Number(number));
    if (args.length === ARITY[command.toUpperCase()]) {
      run(command, args);
      args = [];
      // Extra coordinate pairs after a moveto are implicit linetos.
      if (command === 'M') command = 'L';
      else if (command === 'm') command = 'l';
    }
  }
  if (args.length > 0) throw new SyntaxError(`path data: incomplete ${command} in "${d}"`);
}
