/**
 * Toast notices (sonner), loaded only when the first one is shown: most visits
 * never need them, so they stay out of the first download.
 */
import { lazy, Suspense, useEffect, useState } from "react";

export interface ToastMessage {
  title: string;
  description: string;
  variant?: "success" | "error" | "info";
}

type Listener = (message: ToastMessage) => void;
let listener: Listener | null = null;
const queued: ToastMessage[] = [];

export function showToast(message: ToastMessage) {
  if (listener) listener(message);
  else queued.push(message);
}

const Toasts = lazy(() => import("./Toasts"));

/** Mount once in the layout; renders nothing until a toast is requested. */
export function ToastHost() {
  const [pending, setPending] = useState<ToastMessage[] | null>(null);
  useEffect(() => {
    listener = (message) => setPending((list) => [...(list ?? []), message]);
    if (queued.length) setPending(queued.splice(0));
    return () => {
      listener = null;
    };
  }, []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <Toasts pending={pending} onShown={() => setPending([])} />
    </Suspense>
  );
}
