/** Prints validation problems the same way everywhere (CLI, build, dev server). */
import { formatProblem, type Problem } from "../content/validate/problem";

export function formatReport(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === "error");
  const warnings = problems.filter((p) => p.severity === "warning").length;
  const notices = problems.filter((p) => p.severity === "notice").length;
  const files = new Set(problems.map((p) => p.file)).size;
  const lines = problems.map(formatProblem);
  const warningCount = `${warnings} ${warnings === 1 ? "warning" : "warnings"}`;
  const noticeCount = `${notices} ${notices === 1 ? "notice" : "notices"}`;
  const extras = [warnings ? warningCount : "", notices ? noticeCount : ""].filter(Boolean).join(" and ");
  const summary = errors.length
    ? `✗ ${errors.length} ${errors.length === 1 ? "problem" : "problems"}${extras ? ` and ${extras}` : ""} in ${files} ${files === 1 ? "file" : "files"}. Fix them and run "npm run validate" again.`
    : `✓ Content is valid${extras ? ` (${extras})` : ""}.`;
  return [...lines, summary].join("\n");
}
