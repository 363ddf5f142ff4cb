import "./app.css";
import { mountStorefront, yieldToBrowser } from "@club/storefront";
import { startNumberFormats } from "./number-formats-start";
import { applyStylesheet } from "./stylesheet";

startNumberFormats(window);
const container = document.getElementById("root");
if (container) void applyStylesheet(document, yieldToBrowser).then(() => mountStorefront(container));
