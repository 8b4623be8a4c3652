/**
 * Toast notices (sonner). Nothing of them is in a page until the first one is shown: then the host
 * mounts in a root of its own (engine/ui/Toasts.tsx), from an island (a form) or from the page's
 * runtime (a download), and shows every message asked for meanwhile.
 */
export interface ToastMessage {
  title: string;
  description: string;
  variant?: "success" | "error" | "info";
}

type Listener = (message: ToastMessage) => void;
let listener: Listener | null = null;
let mounting: Promise<void> | null = null;
const queued: ToastMessage[] = [];

export function showToast(message: ToastMessage) {
  if (listener) return listener(message);
  queued.push(message);
  mounting ??= import("./Toasts").then(({ mountToasts }) =>
    mountToasts((show) => {
      listener = show;
      for (const waiting of queued.splice(0)) show(waiting);
    }),
  );
}
