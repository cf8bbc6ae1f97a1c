import { useCallback, useEffect, useState } from "preact/hooks";

export interface Loaded<T> {
  data: T | undefined;
  problem: string | null;
  loading: boolean;
  reload: () => void;
}

/** Why a call failed, in words: our own messages as they are, a network failure explained. */
export function problemOf(error: unknown): string {
  if (error instanceof TypeError)
    return "Could not reach the service. Check that the API is running, then retry.";
  return error instanceof Error ? error.message : String(error);
}

/** Runs `load` when `deps` change (and on `reload`); the last answer wins. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoading(true);
    load().then(
      (value) => {
        if (!current) return;
        setData(value);
        setProblem(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setProblem(problemOf(error));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [...deps, round]);
  return { data, problem, loading, reload: useCallback(() => setRound((n) => n + 1), []) };
}

/** Runs a user's action (a create, a delete …) and keeps its failure in words; resolves true on success. */
export function useAction(): {
  problem: string | null;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
} {
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(problemOf(error));
      return false;
    }
  }, []);
  return { problem, run };
}
