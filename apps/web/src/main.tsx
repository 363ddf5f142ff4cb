import "./app.css";
import { mountStorefront } from "@club/storefront";

const container = document.getElementById("root");
if (container) void mountStorefront(container);
