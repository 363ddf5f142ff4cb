import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Language } from "../../i18n/languages";
import type { KeyValueStore } from "../../session/storage";
import {
  CONSENT_FRAME_SANDBOX,
  consentFramePath,
  isFromFrame,
  pageMessage,
  parseFrameMessage,
  readFrameState,
  writeFrameState,
} from "./consent-frame-protocol";
import { onConsentSettings } from "./consent-store";

/**
 * The club's external consent script, run in a sandboxed frame of its own (no allow-same-origin: an opaque origin),
 * so that it cannot read the page's storage, where the member's token is. The frame sits at the bottom of the page,
 * as tall as the banner it reports; what the script stores there is kept by the page and handed back on each load.
 */
export function ConsentFrame({ language, store }: { language: Language; store: KeyValueStore }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    let ready = false;
    let settingsWanted = false;
    const send = (message: Parameters<typeof pageMessage>[0]) =>
      // An opaque origin can't be named as the target: the messages carry nothing but the frame's own state.
      frame.current?.contentWindow?.postMessage(pageMessage(message), "*");
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current?.contentWindow)) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      if (message.type === "ready") {
        ready = true;
        send({ type: "init", state: readFrameState(store) });
        if (settingsWanted) send({ type: "settings" });
        settingsWanted = false;
      } else if (message.type === "size") setHeight(message.height);
      else writeFrameState(store, message.state);
    };
    window.addEventListener("message", onMessage);
    // "Cookie settings" in the footer: the script's own settings, asked for in its frame.
    const stopListening = onConsentSettings(() => {
      if (ready) send({ type: "settings" });
      else settingsWanted = true;
    });
    return () => {
      window.removeEventListener("message", onMessage);
      stopListening();
    };
  }, [store]);

  return (
    <iframe
      ref={frame}
      src={consentFramePath(language)}
      sandbox={CONSENT_FRAME_SANDBOX}
      title={t`Cookie consent`}
      aria-hidden={height === 0 || undefined}
      tabIndex={height === 0 ? -1 : undefined}
      className="fixed inset-x-0 bottom-0 z-50 max-h-dvh w-full border-0 bg-transparent"
      style={{ height: `${height}px` }}
      data-club-consent={language}
    />
  );
}
