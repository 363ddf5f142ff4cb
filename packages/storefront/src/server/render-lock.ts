import { activateLanguage } from "../i18n/i18n";
import type { Language } from "../i18n/languages";

/**
 * One render at a time per process, each with its language active from its first component to its last byte (see
 * `render.tsx` for why). The caller's work resolves with its output and a promise for when it is finished.
 */
export function createRenderLock() {
  let tail: Promise<void> = Promise.resolve();
  return {
    run<T>(work: () => Promise<{ stream: T; done: Promise<void> }>, language: Language): Promise<T> {
      const turn = tail.then(async () => {
        await activateLanguage(language);
        return work();
      });
      // The next render starts when this one has written its last byte, or failed.
      tail = turn.then(
        ({ done }) => done,
        () => undefined,
      );
      return turn.then(({ stream }) => stream);
    },
  };
}
