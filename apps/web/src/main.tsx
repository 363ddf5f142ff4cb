import "./app.css";
import { mountStorefront, yieldToBrowser } from "@club/storefront";
import { applyStylesheet } from "./stylesheet";

const container = document.getElementById("root");
if (container) void applyStylesheet(document, yieldToBrowser).then(() => mountStorefront(container));
