import { useSyncExternalStore } from "react";

export type Toast = { id: number; message: string; tone: "error" | "success" };

// Browser-only: toasts are raised from event handlers and client loaders.
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const empty: readonly Toast[] = [];

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(
  message: string,
  tone: Toast["tone"] = "error",
  durationMs = 5_000,
) {
  const id = nextId++;
  emit([
    ...toasts.filter((toast) => toast.message !== message),
    { id, message, tone },
  ]);
  window.setTimeout(() => dismissToast(id), durationMs);
}

export function dismissToast(id: number) {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => empty,
  );
}
