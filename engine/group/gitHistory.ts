/**
 * Whether git has any history of a folder's files. A group's practices are put together in <group>/build/, which no
 * repository tracks (it is made by the build), so each practice's build would ask git its last change and always hear
 * nothing (about 12 ms a practice): asked once here for the whole folder, the answer stands for every practice in it.
 */
import { execFileSync } from "node:child_process";

export function gitHasHistoryOf(folder: string): boolean {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cI", "--", "."], { cwd: folder, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() !== "";
  } catch {
    return false; // not in a repository, or no git: the per-practice question would fail the same way
  }
}
