import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import type { ToastMessage } from "./toast";

/** The sonner host; shows each pending message once. */
export default function Toasts({ pending, onShown }: { pending: ToastMessage[]; onShown: () => void }) {
  useEffect(() => {
    if (!pending.length) return;
    for (const message of pending) {
      const show = message.variant === "error" ? toast.error : message.variant === "success" ? toast.success : toast;
      show(message.title, { description: message.description });
    }
    onShown();
  }, [pending, onShown]);
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}
