import "./app.css";
import { mountStorefront, yieldToBrowser } from "@club/storefront";
import { loadingScreenPainted } from "./loading-screen-painted";
import { startNumberFormats } from "./number-formats-start";
import { applyStylesheet } from "./stylesheet";

startNumberFormats(window);
const container = document.getElementById("root");
if (container)
  void loadingScreenPainted(window)
    .then(() => applyStylesheet(document, yieldToBrowser))
    // The stylesheet's last slice and the app's start, each in a task of its own: together they made one task of
    // ~60 ms at 4× CPU.
    .then(yieldToBrowser)
    .then(() => mountStorefront(container));
