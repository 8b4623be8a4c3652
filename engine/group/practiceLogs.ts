/**
 * What each practice's build says, kept apart while the builds of two practices overlap (rendererTurns.ts) and
 * printed whole, practice after practice in the group's order, so the output reads as if they had been built one
 * after the other. The console is routed by the practice whose work is running (Node's AsyncLocalStorage follows a
 * build through its awaits); anything said outside a practice's build is printed at once.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";

type Line = { error: boolean; text: string };

const current = new AsyncLocalStorage<Line[]>();

/** Runs `builds` (each one practice's) with the console routed; prints each practice's lines in the order given. */
export async function withPracticeLogs<T>(run: (inPractice: <R>(index: number, build: () => Promise<R>) => Promise<R>) => Promise<T>): Promise<T> {
  const { log, error, warn } = console;
  const say = (line: Line) => (line.error ? error : log).call(console, line.text);
  const route = (isError: boolean, direct: (...args: unknown[]) => void) => (...args: unknown[]) => {
    const lines = current.getStore();
    if (lines) lines.push({ error: isError, text: format(...args) });
    else direct.apply(console, args);
  };
  const kept: Line[][] = [];
  const ended: boolean[] = [];
  let printed = 0;
  const printReady = () => {
    for (; ended[printed]; printed++) kept[printed]!.forEach(say);
  };
  console.log = route(false, log);
  console.error = route(true, error);
  console.warn = route(true, warn);
  try {
    return await run(async (index, build) => {
      const lines: Line[] = (kept[index] = []);
      try {
        return await current.run(lines, build);
      } finally {
        ended[index] = true;
        printReady();
      }
    });
  } finally {
    console.log = log;
    console.error = error;
    console.warn = warn;
  }
}
