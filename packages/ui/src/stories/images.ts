/** Offline product pictures for the stories: small generated SVGs (no network). */
function svg(body: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 250">${body}</svg>`,
  )}`;
}

export function bottle(wine: string, label = "#f3ead8") {
  return svg(
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${wine}" stop-opacity=".85"/><stop offset=".45" stop-color="${wine}"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient></defs>` +
      `<ellipse cx="100" cy="238" rx="44" ry="6" fill="#000" opacity=".12"/>` +
      `<path d="M88 12h24v50c0 10 26 22 26 52v116a8 8 0 0 1-8 8H70a8 8 0 0 1-8-8V114c0-30 26-42 26-52z" fill="url(#g)"/>` +
      `<rect x="88" y="8" width="24" height="26" rx="3" fill="#2b1b12"/>` +
      `<rect x="68" y="136" width="64" height="62" rx="4" fill="${label}"/>` +
      `<rect x="78" y="150" width="44" height="5" rx="2" fill="#3b2a22" opacity=".7"/>` +
      `<rect x="84" y="162" width="32" height="3" rx="1.5" fill="#3b2a22" opacity=".45"/>` +
      `<rect x="84" y="172" width="32" height="3" rx="1.5" fill="#3b2a22" opacity=".45"/>`,
  );
}

export function tin() {
  return svg(
    `<ellipse cx="100" cy="232" rx="52" ry="7" fill="#000" opacity=".12"/>` +
      `<rect x="52" y="70" width="96" height="160" rx="10" fill="#6f7d2c"/>` +
      `<rect x="60" y="110" width="80" height="80" rx="6" fill="#f1e8c8"/>` +
      `<rect x="80" y="48" width="40" height="24" rx="4" fill="#c9b458"/>` +
      `<circle cx="100" cy="150" r="18" fill="#6f7d2c" opacity=".8"/>`,
  );
}

export function cheese() {
  return svg(
    `<ellipse cx="100" cy="200" rx="80" ry="12" fill="#000" opacity=".1"/>` +
      `<path d="M30 150l120-60 25 30v70l-145 10z" fill="#e8c675"/>` +
      `<path d="M30 150l145-30v70l-145 10z" fill="#f2d58c"/>` +
      `<circle cx="80" cy="165" r="7" fill="#d9b45e"/><circle cx="130" cy="160" r="5" fill="#d9b45e"/>`,
  );
}

/** A full-bleed photo-like picture (no plain backdrop): `dark` (cellar) or `light` (sunlit, busy). */
export function photo(tone: "dark" | "light") {
  const [from, to, stripe] =
    tone === "dark" ? ["#120a0c", "#3a1d16", "#f5e6c8"] : ["#fffdf6", "#e9e2cf", "#ffffff"];
  return svg(
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="200" height="250" fill="url(#p)"/>` +
      `<path d="M0 18h200M0 34h200M0 50h200" stroke="${stripe}" stroke-width="5" opacity=".8"/>` +
      `<circle cx="40" cy="30" r="22" fill="${stripe}" opacity=".6"/>`,
  );
}

export const pictures = {
  brunello: bottle("#5b1020"),
  rosso: bottle("#8a1c2b", "#efe2cf"),
  bianco: bottle("#c8b560", "#ffffff"),
  oil: tin(),
  cheese: cheese(),
  cellar: photo("dark"),
  sunlit: photo("light"),
};
