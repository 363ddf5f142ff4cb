#!/usr/bin/env node
// Draws the demo catalog's pictures as SVG (bottles with each wine's label colours, oil, cheese, honey, logos,
// banners) into public/media. Run once after changing the list: `node scripts/generate-media.mjs`; the output is
// committed, so the platform serves files and needs no image tooling.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "media");
mkdirSync(out, { recursive: true });

const xml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const svg = (width, height, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t">\n<title id="t">${xml(title)}</title>\n${body}\n</svg>\n`;
const write = (name, content) => writeFileSync(join(out, `${name}.svg`), content);

const backdrop = (
  w,
  h,
  from = "#fbf8f3",
  to = "#efe6d8",
) => `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<ellipse cx="${w / 2}" cy="${h - 70}" rx="${w * 0.28}" ry="18" fill="#000" opacity=".12"/>`;

/** The font size that fits `text` in `width` (serif capitals run about 0.6 em wide). */
const fitSize = (text, size, width) => Math.min(size, Math.floor(width / (text.length * 0.6)));

/** A wine bottle: Bordeaux shoulders (or a slim flute), glass, capsule and a label with the wine's colours. */
function bottle({ name, title, glass, capsule, label, ink, accent, lines, scale = 1, shape = "bordeaux" }) {
  const w = 600;
  const h = 800;
  const cx = 300;
  const bottom = 730;
  const height = 560 * scale;
  const half = (shape === "flute" ? 62 : 88) * Math.min(scale, 1.12);
  const neck = 24 * Math.min(scale, 1.1);
  const top = bottom - height;
  const shoulder = top + height * (shape === "flute" ? 0.42 : 0.36);
  const neckEnd = top + height * 0.2;
  const body = `M${cx - neck},${top} L${cx - neck},${neckEnd} C${cx - neck},${shoulder - 40} ${cx - half},${shoulder - 30} ${cx - half},${shoulder + 20}
L${cx - half},${bottom - 14} Q${cx - half},${bottom} ${cx - half + 14},${bottom} L${cx + half - 14},${bottom} Q${cx + half},${bottom} ${cx + half},${bottom - 14}
L${cx + half},${shoulder + 20} C${cx + half},${shoulder - 30} ${cx + neck},${shoulder - 40} ${cx + neck},${neckEnd} L${cx + neck},${top} Z`;
  const labelTop = Math.round(shoulder + (bottom - shoulder) * 0.22);
  const labelHeight = Math.round((bottom - shoulder) * 0.5);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${labelTop + 40 + i * 30}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fitSize(line, i === 0 ? 22 : 16, 2 * half - 24)}" fill="${ink}"${i === 0 ? ' font-weight="bold"' : ""}>${xml(line)}</text>`,
    )
    .join("\n");
  return svg(
    w,
    h,
    title,
    `${backdrop(w, h)}
<path d="${body}" fill="${glass}"/>
<path d="M${cx - half + 14},${shoulder + 30} L${cx - half + 14},${bottom - 30}" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>
<rect x="${cx - neck - 2}" y="${top - 4}" width="${2 * neck + 4}" height="${height * 0.15}" rx="4" fill="${capsule}"/>
<rect x="${cx - half + 6}" y="${labelTop}" width="${2 * half - 12}" height="${labelHeight}" rx="6" fill="${label}"/>
<rect x="${cx - half + 14}" y="${labelTop + 8}" width="${2 * half - 28}" height="${labelHeight - 16}" rx="4" fill="none" stroke="${accent}" stroke-width="2"/>
${text}
<!-- ${name} -->`,
  );
}

/** A dorica oil bottle (tall, square-shouldered) in dark green glass. */
function oilBottle({ title, litres, label, ink, lines }) {
  const w = 600;
  const h = 800;
  const cx = 300;
  const bottom = 730;
  const height = 300 + litres * 360;
  const half = 52 + litres * 40;
  const top = bottom - height;
  const shoulder = top + height * 0.3;
  return svg(
    w,
    h,
    title,
    `${backdrop(w, h, "#f7f8ef", "#e6e9d3")}
<path d="M${cx - 18},${top} L${cx - 18},${shoulder - 30} Q${cx - half},${shoulder - 20} ${cx - half},${shoulder + 10} L${cx - half},${bottom} L${cx + half},${bottom} L${cx + half},${shoulder + 10} Q${cx + half},${shoulder - 20} ${cx + 18},${shoulder - 30} L${cx + 18},${top} Z" fill="#2f4a1f"/>
<rect x="${cx - 22}" y="${top - 26}" width="44" height="34" rx="5" fill="#c8a24a"/>
<rect x="${cx - half + 8}" y="${shoulder + 60}" width="${2 * half - 16}" height="${(bottom - shoulder) * 0.5}" rx="6" fill="${label}"/>
${lines
  .map(
    (line, i) =>
      `<text x="${cx}" y="${shoulder + 110 + i * 30}" text-anchor="middle" font-family="Georgia, serif" font-size="${i === 0 ? 22 : 16}" fill="${ink}"${i === 0 ? ' font-weight="bold"' : ""}>${xml(line)}</text>`,
  )
  .join("\n")}
<path d="M${cx - 40},${shoulder + 76} q20,-16 40,0 q20,16 40,0" fill="none" stroke="#6b8e23" stroke-width="4"/>`,
  );
}

function oilTin({ title, lines, colour }) {
  const w = 600;
  const h = 800;
  return svg(
    w,
    h,
    title,
    `${backdrop(w, h, "#f7f8ef", "#e6e9d3")}
<rect x="150" y="230" width="300" height="500" rx="14" fill="${colour}"/>
<rect x="150" y="230" width="300" height="30" rx="10" fill="#9aa0a6"/>
<rect x="250" y="190" width="100" height="50" rx="8" fill="#b0b5ba"/>
<rect x="360" y="200" width="40" height="30" rx="6" fill="#c8a24a"/>
<rect x="180" y="360" width="240" height="250" rx="10" fill="#fdf6e3"/>
<circle cx="300" cy="430" r="44" fill="none" stroke="#6b8e23" stroke-width="5"/>
<path d="M272,440 q28,-40 56,-10" fill="none" stroke="#6b8e23" stroke-width="5"/>
<ellipse cx="318" cy="418" rx="10" ry="6" fill="#556b2f"/>
${lines
  .map(
    (line, i) =>
      `<text x="300" y="${512 + i * 30}" text-anchor="middle" font-family="Georgia, serif" font-size="${i === 0 ? 24 : 17}" fill="#2f4a1f"${i === 0 ? ' font-weight="bold"' : ""}>${xml(line)}</text>`,
  )
  .join("\n")}`,
  );
}

function cheese({ title, grams }) {
  const w = 600;
  const h = 800;
  const k = grams >= 1000 ? 1.15 : 0.9;
  const t = (x, y) => `${300 + (x - 300) * k},${560 + (y - 560) * k}`;
  return svg(
    w,
    h,
    title,
    `${backdrop(w, h)}
<rect x="120" y="${560 + 70 * k}" width="360" height="26" rx="8" fill="#8b5a2b"/>
<polygon points="${t(130, 600)} ${t(470, 520)} ${t(470, 640)} ${t(130, 700)}" fill="#e9c46a"/>
<polygon points="${t(130, 600)} ${t(470, 520)} ${t(400, 470)} ${t(160, 560)}" fill="#f4d58d"/>
<polygon points="${t(470, 520)} ${t(470, 640)} ${t(485, 630)} ${t(485, 515)} ${t(400, 470)}" fill="#a0522d"/>
<circle cx="${300 + (230 - 300) * k}" cy="${560 + (640 - 560) * k}" r="${9 * k}" fill="#d4a84f"/>
<circle cx="${300 + (330 - 300) * k}" cy="${560 + (600 - 560) * k}" r="${7 * k}" fill="#d4a84f"/>
<circle cx="${300 + (410 - 300) * k}" cy="${560 + (610 - 560) * k}" r="${10 * k}" fill="#d4a84f"/>
<text x="300" y="200" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="#5b3a1a" font-weight="bold">Pecorino</text>
<text x="300" y="240" text-anchor="middle" font-family="Georgia, serif" font-size="22" fill="#5b3a1a">${grams >= 1000 ? "1 kg" : `${grams} g`}</text>`,
  );
}

function honeyJar({ title }) {
  const w = 600;
  const h = 800;
  return svg(
    w,
    h,
    title,
    `${backdrop(w, h)}
<rect x="200" y="300" width="200" height="34" rx="8" fill="#7b4a12"/>
<path d="M190,350 Q190,334 210,334 L390,334 Q410,334 410,350 L420,690 Q420,730 380,730 L220,730 Q180,730 180,690 Z" fill="#8a4b08" opacity=".92"/>
<path d="M205,360 L205,700" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>
<rect x="215" y="470" width="170" height="140" rx="10" fill="#fdf1d6"/>
<polygon points="300,495 318,505 318,525 300,535 282,525 282,505" fill="none" stroke="#b5651d" stroke-width="3"/>
<text x="300" y="565" text-anchor="middle" font-family="Georgia, serif" font-size="20" fill="#5b3a1a" font-weight="bold">Miele</text>
<text x="300" y="590" text-anchor="middle" font-family="Georgia, serif" font-size="15" fill="#5b3a1a">di castagno</text>
<path d="M300,260 q-20,-30 0,-60 q20,30 0,60" fill="#6b8e23"/>`,
  );
}

function banner({ name, title, sky, hills, detail }) {
  const w = 1200;
  const h = 500;
  return svg(
    w,
    h,
    title,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<path d="M0,330 C200,260 380,300 600,250 C820,200 1000,280 1200,240 L1200,500 L0,500 Z" fill="${hills[0]}"/>
<path d="M0,400 C260,340 520,390 760,350 C960,318 1100,360 1200,340 L1200,500 L0,500 Z" fill="${hills[1]}"/>
${detail}
<!-- ${name} -->`,
  );
}

const cypress = (x, y, s = 1) =>
  `<path d="M${x},${y} q${-14 * s},${-60 * s} 0,${-130 * s} q${14 * s},${70 * s} 0,${130 * s}" fill="#2f3e2a"/>`;
const rows = (y0, colour) =>
  Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${-40 + i * 150},500 L${260 + i * 110},${y0}" stroke="${colour}" stroke-width="5" opacity=".55"/>`,
  ).join("\n");
const cask = (x, y) =>
  `<ellipse cx="${x}" cy="${y}" rx="80" ry="80" fill="#8b5a2b"/><ellipse cx="${x}" cy="${y}" rx="60" ry="60" fill="#a0522d"/><circle cx="${x}" cy="${y}" r="10" fill="#5b3a1a"/>`;

const red = { glass: "#2b1a1f", ink: "#2b1a1f" };
const wines = [
  {
    name: "bottle-chianti-classico-2021",
    title: "Chianti Classico DOCG 2021",
    ...red,
    capsule: "#7b1e3a",
    label: "#fbf8f3",
    accent: "#7b1e3a",
    lines: ["Chianti Classico", "DOCG · 2021", "Castelvecchio"],
  },
  {
    name: "bottle-chianti-classico-riserva-2019",
    title: "Chianti Classico Riserva DOCG 2019",
    ...red,
    capsule: "#b08d57",
    label: "#4a1426",
    accent: "#d4b26a",
    ink: "#f3e6c4",
    lines: ["Riserva", "Chianti Classico", "2019"],
  },
  {
    name: "bottle-gran-selezione-2018",
    title: "Chianti Classico Gran Selezione DOCG 2018",
    ...red,
    capsule: "#1d1d1b",
    label: "#1d1d1b",
    accent: "#c9a552",
    ink: "#e9d39a",
    lines: ["Gran Selezione", "Vigna del Castello", "2018"],
  },
  {
    name: "bottle-toscana-sangiovese-2022",
    title: "Toscana IGT Sangiovese 2022",
    ...red,
    capsule: "#a33a2c",
    label: "#f6e7d3",
    accent: "#a33a2c",
    lines: ["Poggio ai Lecci", "Sangiovese", "2022"],
  },
  {
    name: "bottle-vigna-del-castello-2020",
    title: "Toscana IGT Rosso 2020",
    ...red,
    capsule: "#2f3e46",
    label: "#2f3e46",
    accent: "#cad2c5",
    ink: "#f1f1f1",
    lines: ["Toscana Rosso", "IGT", "2020"],
  },
  {
    name: "bottle-toscana-bianco-2023",
    title: "Toscana IGT Bianco 2023",
    glass: "#d9cf8f",
    capsule: "#d9c77a",
    label: "#ffffff",
    accent: "#b6a34c",
    ink: "#4b4520",
    lines: ["Toscana Bianco", "Malvasia · Trebbiano", "2023"],
    shape: "flute",
  },
  {
    name: "bottle-vermentino-2023",
    title: "Vermentino Toscana IGT 2023",
    glass: "#c7d39a",
    capsule: "#7fa36b",
    label: "#f5faf0",
    accent: "#7fa36b",
    ink: "#2f4a1f",
    lines: ["Vermentino", "Toscana IGT", "2023"],
    shape: "flute",
  },
  {
    name: "bottle-rosato-2023",
    title: "Rosato di Sangiovese IGT 2023",
    glass: "#e8a0a8",
    capsule: "#c05670",
    label: "#fff7f8",
    accent: "#c05670",
    ink: "#6d2438",
    lines: ["Rosato", "di Sangiovese", "2023"],
    shape: "flute",
  },
  {
    name: "magnum-chianti-classico-2020",
    title: "Chianti Classico DOCG 2020 Magnum",
    ...red,
    capsule: "#7b1e3a",
    label: "#fbf8f3",
    accent: "#7b1e3a",
    lines: ["Chianti Classico", "Magnum 1,5 L", "2020"],
    scale: 1.12,
  },
  {
    name: "magnum-riserva-2018",
    title: "Chianti Classico Riserva DOCG 2018 Magnum",
    ...red,
    capsule: "#b08d57",
    label: "#4a1426",
    accent: "#d4b26a",
    ink: "#f3e6c4",
    lines: ["Riserva", "Magnum 1,5 L", "2018"],
    scale: 1.12,
  },
  {
    name: "magnum-gran-selezione-2016",
    title: "Gran Selezione DOCG 2016 Magnum",
    ...red,
    capsule: "#1d1d1b",
    label: "#1d1d1b",
    accent: "#c9a552",
    ink: "#e9d39a",
    lines: ["Gran Selezione", "Magnum 1,5 L", "2016"],
    scale: 1.12,
  },
  {
    name: "vin-santo-2015",
    title: "Vin Santo del Chianti Classico DOC 2015",
    glass: "#9c5a12",
    capsule: "#5b3a1a",
    label: "#fdf1d6",
    accent: "#9c5a12",
    ink: "#5b3a1a",
    lines: ["Vin Santo", "0,375 L", "2015"],
    scale: 0.72,
    shape: "flute",
  },
];
for (const wine of wines) write(wine.name, bottle(wine));

write(
  "olio-evo-050",
  oilBottle({
    title: "Olio extravergine di oliva 0,5 L",
    litres: 0.5,
    label: "#fdf6e3",
    ink: "#2f4a1f",
    lines: ["Olio EVO", "Castelvecchio", "0,5 L"],
  }),
);
write(
  "olio-evo-075",
  oilBottle({
    title: "Olio extravergine di oliva 0,75 L",
    litres: 0.75,
    label: "#fdf6e3",
    ink: "#2f4a1f",
    lines: ["Olio EVO", "Castelvecchio", "0,75 L"],
  }),
);
write(
  "garda-dop-050",
  oilBottle({
    title: "Garda DOP extravergine 0,5 L",
    litres: 0.5,
    label: "#eef4f7",
    ink: "#1f3a4a",
    lines: ["Garda DOP", "Casaliva", "0,5 L"],
  }),
);
write(
  "garda-dop-075",
  oilBottle({
    title: "Garda DOP extravergine 0,75 L",
    litres: 0.75,
    label: "#eef4f7",
    ink: "#1f3a4a",
    lines: ["Garda DOP", "Casaliva", "0,75 L"],
  }),
);
write(
  "olio-al-limone-025",
  oilBottle({
    title: "Olio al limone del Garda 0,25 L",
    litres: 0.25,
    label: "#fff7c2",
    ink: "#6b5a00",
    lines: ["Limone", "0,25 L"],
  }),
);
write(
  "garda-dop-latta-3l",
  oilTin({
    title: "Garda DOP extravergine, latta 3 L",
    lines: ["Garda DOP", "latta 3 L"],
    colour: "#3f6e8c",
  }),
);
write("pecorino-500", cheese({ title: "Pecorino stagionato 500 g", grams: 500 }));
write("pecorino-1000", cheese({ title: "Pecorino stagionato 1 kg", grams: 1000 }));
write("miele-di-castagno", honeyJar({ title: "Miele di castagno" }));

write(
  "page-cantina",
  banner({
    name: "page-cantina",
    title: "Botti in cantina",
    sky: ["#3b2a25", "#5b3a2e"],
    hills: ["#4a2f25", "#2e1d18"],
    detail: [
      cask(300, 330),
      cask(480, 330),
      cask(660, 330),
      cask(840, 330),
      cask(390, 200),
      cask(570, 200),
      cask(750, 200),
    ].join("\n"),
  }),
);
write(
  "page-dispensa",
  banner({
    name: "page-dispensa",
    title: "Olio, pecorino e miele",
    sky: ["#f6ead2", "#ecd9b4"],
    hills: ["#c9b27c", "#a98f5a"],
    detail: `${rows(300, "#6b8e23")}<circle cx="980" cy="120" r="50" fill="#f4a261" opacity=".8"/>`,
  }),
);
write(
  "page-frantoio",
  banner({
    name: "page-frantoio",
    title: "Uliveto sul lago",
    sky: ["#cfe3ee", "#eaf3f7"],
    hills: ["#7d9a6a", "#5d7a4f"],
    detail: `<rect x="0" y="300" width="1200" height="40" fill="#6fa3c2" opacity=".7"/>${[150, 330, 520, 760, 980].map((x) => `<circle cx="${x}" cy="390" r="46" fill="#7a8f5c"/><rect x="${x - 6}" y="400" width="12" height="60" fill="#5b4632"/>`).join("")}`,
  }),
);

write(
  "hero-castelvecchio",
  svg(
    1600,
    700,
    "Vigneti di Castelvecchio al tramonto",
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c28b"/><stop offset=".6" stop-color="#f4a261"/><stop offset="1" stop-color="#e76f51"/></linearGradient></defs>
<rect width="1600" height="700" fill="url(#sky)"/>
<circle cx="1180" cy="300" r="90" fill="#ffe8b0" opacity=".9"/>
<path d="M0,420 C300,330 520,380 800,320 C1080,260 1320,350 1600,300 L1600,700 L0,700 Z" fill="#9c6644"/>
<path d="M0,500 C320,430 640,490 960,440 C1220,400 1420,450 1600,430 L1600,700 L0,700 Z" fill="#6b705c"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M${-100 + i * 130},700 L${500 + i * 70},470" stroke="#3a5a40" stroke-width="7" opacity=".6"/>`).join("\n")}
<rect x="760" y="250" width="70" height="90" fill="#7f5539"/><rect x="750" y="236" width="90" height="18" fill="#7f5539"/>
${[752, 772, 792, 812, 832].map((x) => `<rect x="${x}" y="224" width="10" height="14" fill="#7f5539"/>`).join("")}
<rect x="690" y="300" width="220" height="60" fill="#9c6644"/>
${cypress(640, 380, 1.1)}${cypress(670, 380, 0.8)}${cypress(960, 360, 1.2)}${cypress(1000, 365, 0.9)}${cypress(300, 450, 1)}${cypress(1400, 420, 1)}`,
  ),
);

write(
  "logo-castelvecchio",
  svg(
    600,
    600,
    "Tenuta Castelvecchio",
    `<rect width="600" height="600" rx="60" fill="#fbf8f3"/>
<circle cx="300" cy="300" r="250" fill="none" stroke="#7b1e3a" stroke-width="10"/>
<rect x="250" y="170" width="100" height="150" fill="#7b1e3a"/>
${[250, 280, 310, 340].map((x) => `<rect x="${x}" y="150" width="16" height="24" fill="#7b1e3a"/>`).join("")}
<rect x="290" y="270" width="20" height="50" rx="10" fill="#fbf8f3"/>
${[
  [270, 360],
  [300, 360],
  [330, 360],
  [285, 388],
  [315, 388],
  [300, 416],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="#b08d57"/>`)
  .join("")}
<text x="300" y="480" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="#7b1e3a" font-weight="bold">CASTELVECCHIO</text>`,
  ),
);

write(
  "logo-frantoio",
  svg(
    600,
    600,
    "Frantoio del Garda",
    `<rect width="600" height="600" rx="60" fill="#f4f7f0"/>
<circle cx="300" cy="300" r="250" fill="none" stroke="#3f6e8c" stroke-width="10"/>
<path d="M180,380 C260,300 340,260 430,220" fill="none" stroke="#556b2f" stroke-width="10" stroke-linecap="round"/>
${[
  [230, 330, -30],
  [290, 290, -35],
  [350, 255, -30],
  [260, 360, 40],
  [330, 310, 35],
  [400, 260, 30],
]
  .map(
    ([x, y, r]) =>
      `<ellipse cx="${x}" cy="${y}" rx="42" ry="14" transform="rotate(${r} ${x} ${y})" fill="#6b8e23"/>`,
  )
  .join("")}
<ellipse cx="315" cy="345" rx="18" ry="24" fill="#2f4a1f"/><ellipse cx="380" cy="300" rx="16" ry="22" fill="#2f4a1f"/>
<text x="300" y="480" text-anchor="middle" font-family="Georgia, serif" font-size="42" fill="#3f6e8c" font-weight="bold">FRANTOIO</text>`,
  ),
);

console.log(`wrote pictures to ${out}`);
