import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { ToastMessage } from "./toast";

function show(message: ToastMessage) {
  const kind = message.variant === "error" ? toast.error : message.variant === "success" ? toast.success : toast;
  kind(message.title, { description: message.description });
}

function Host({ onReady }: { onReady: (show: (message: ToastMessage) => void) => void }) {
  useEffect(() => onReady(show), [onReady]);
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}

/** The sonner host in a root of its own at the end of the page; `onReady` receives the function that shows a toast. */
export function mountToasts(onReady: (show: (message: ToastMessage) => void) => void): void {
  const container = document.createElement("div");
  container.dataset.toasts = "";
  document.body.append(container);
  createRoot(container).render(<Host onReady={onReady} />);
}
