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
    .then(() => mountStorefront(container));
