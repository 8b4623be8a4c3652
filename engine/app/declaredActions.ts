/**
 * Behaviours of static blocks, declared in their HTML by ActionLink (engine/ui/ActionLink.tsx) and carried
 * out here for the whole page, so a block needs no script of its own for them: a toast when a download
 * starts (data-toast, the message as JSON) and an alert (data-alert, its text).
 */
import type { ToastMessage } from "../ui/toast";

export function handleDeclaredActions(root: Document): void {
  root.addEventListener("click", (event) => {
    const target = (event.target as Element).closest<HTMLElement>("[data-toast], [data-alert]");
    if (!target) return;
    if (target.dataset.alert) window.alert(target.dataset.alert);
    if (target.dataset.toast) {
      const message = JSON.parse(target.dataset.toast) as ToastMessage;
      void import("../ui/toast").then(({ showToast }) => showToast(message));
    }
  });
}
