import "./app.css";
import { mountStorefront } from "@club/storefront";
import { applyStylesheet } from "./stylesheet";

const container = document.getElementById("root");
if (container) void applyStylesheet().then(() => mountStorefront(container));
