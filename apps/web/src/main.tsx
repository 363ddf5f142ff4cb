import "@club/ui/styles.css";
import "./storefront.css";
import { mountStorefront } from "@club/storefront";

const container = document.getElementById("root");
if (container) void mountStorefront(container);
