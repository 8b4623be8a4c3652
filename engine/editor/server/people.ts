/**
 * Who is asking. Online, the person signed in (accounts/); in local mode, the person at this computer, named
 * from git's own settings so a publication made locally is authored as their other commits are.
 */
import { execFileSync } from "node:child_process";
import type { Person } from "../model/api";

export type { Person, Role } from "../model/api";

export function localPerson(root: string): Person {
  const setting = (key: string) => {
    try {
      return execFileSync("git", ["config", key], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      return "";
    }
  };
  const name = setting("user.name") || "This computer";
  const email = setting("user.email") || "editor@localhost";
  // Local mode has no accounts: the person at the computer may do everything.
  return { id: "local", name, email, role: "owner" };
}
