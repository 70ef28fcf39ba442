/**
 * What `npm run bench` prints first: the headline figures, each beside its target and whether it
 * is met, gathered from the benches as they run; and progress lines on stderr, so a long run
 * shows signs of life (stdout keeps the figures, e.g. for a file).
 */

export type HeadlineKind =
  | 'quality'
  | 'time to answer'
  | 'ack vs bare Bolt'
  | 'state vs bare Bolt'
  | 'first contact'
  | 'type-ahead';

export interface Headline {
  kind: HeadlineKind;
  /** What was measured, in plain words. */
  label: string;
  value: string;
  target: string;
  met: boolean;
}

const kinds: readonly HeadlineKind[] = [
  'quality',
  'time to answer',
  'ack vs bare Bolt',
  'state vs bare Bolt',
  'first contact',
  'type-ahead',
];
const recorded: Headline[] = [];

export function headline(figure: Headline): void {
  recorded.push(figure);
}

/** The headline block: one line per figure, grouped in a fixed order; "not measured" for a kind no bench ran. */
export function headlineBlock(ran: (kind: HeadlineKind) => boolean): string {
  const lines = ['Headline figures (target beside each):'];
  for (const kind of kinds) {
    const figures = recorded.filter((figure) => figure.kind === kind);
    if (figures.length === 0 && ran(kind)) lines.push(`  ${kind.padEnd(18)} not measured`);
    for (const figure of figures) {
      const mark = figure.met ? 'ok ' : 'MISSED';
      lines.push(
        `  ${kind.padEnd(18)} ${`${figure.label}: ${figure.value}`.padEnd(66)} target ${figure.target.padEnd(16)} ${mark}`,
      );
    }
  }
  if (lines.length === 1) lines.push('  none: the benches run here measure none of them');
  return lines.join('\n');
}

/** A progress line on stderr, with the time since the run started. */
const runStarted = performance.now();
export function progress(message: string): void {
  const seconds = ((performance.now() - runStarted) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[${seconds} s] ${message}\n`);
}
