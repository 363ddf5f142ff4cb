import type { Executor } from "../db/client.js";
import { clubDeployments, clubs } from "../db/schema/index.js";
import { hashAppToken } from "../http/tenancy.js";

export const DEMO = {
  /** The wine estate: open sign-up, wines, olive oil and cheese. */
  estate: { id: "castelvecchio", appToken: "demo-castelvecchio" },
  /** The olive-oil mill's members' club: sign-up by invitation only. */
  invitational: { id: "frantoio-del-garda", appToken: "demo-frantoio" },
} as const;

/** Where the invitational club's demo storefront runs (`APP_TOKEN=demo-frantoio PORT=3001`): its emails link there. */
export const FRANTOIO_STOREFRONT_URL = "http://localhost:3001";

// Demo deployments answer on any local port, so `npm start` and tests on random ports both reach them.
const LOCAL_HOSTS = ["localhost:*", "127.0.0.1:*", "[::1]:*"];

/**
 * The demo clubs, each with a storefront of its own for its emails' links: the estate's at `estateUrl` (the
 * storefront the demo starts, `STOREFRONT_URL`), the mill's at {@link FRANTOIO_STOREFRONT_URL}.
 */
export async function seedClubs(db: Executor, estateUrl: string) {
  await db.insert(clubs).values([
    {
      id: DEMO.estate.id,
      title: { it: "Club dei Soci", en: "Members' Club" },
      description: {
        it: "Vini del Chianti Classico, olio extravergine e pecorino della tenuta, direttamente dalla cantina alla tua tavola.",
        en: "Chianti Classico wines, extra virgin olive oil and pecorino from the estate, straight from our cellar to your table.",
      },
      company: {
        name: "Tenuta Castelvecchio",
        legalName: "Tenuta Castelvecchio Società Agricola S.r.l.",
        vatNumber: "IT01234560485",
        address: "Località Castelvecchio 12, 53017 Radda in Chianti (SI)",
        email: "club@castelvecchio.example",
        phone: "+39 0577 738 021",
        website: "https://castelvecchio.example",
      },
      logoUrl: "/media/logo-castelvecchio.svg",
      storefrontUrl: estateUrl,
      requiresInvitation: false,
      theme: {
        palette: {
          mode: "light",
          primary: { main: "#7b1e3a" },
          secondary: { main: "#b08d57" },
          background: { default: "#fbf8f3", paper: "#ffffff" },
        },
        typography: { fontFamily: "Quicksand, system-ui, sans-serif" },
        shape: { borderRadius: 10 },
      },
      style: ".club-hero { background-image: linear-gradient(180deg, rgba(123,30,58,.08), transparent); }",
      settings: {
        payments: { provider: "sandbox" },
        botCheck: { provider: "none" },
        consent: {
          provider: "builtin",
          policyUrl: { it: "/it/pages/cookie", en: "/en/pages/cookie" },
        },
      },
      home: {
        headline: { it: "La cantina dei soci", en: "The members' cellar" },
        intro: {
          it: "Dal 1962 coltiviamo Sangiovese sulle colline di Radda. Ogni mese i soci ricevono in anteprima le nuove annate.",
          en: "Since 1962 we have grown Sangiovese on the hills of Radda. Every month members get first access to new vintages.",
        },
        hero: {
          url: "/media/hero-castelvecchio.svg",
          alt: { it: "Vigneti di Castelvecchio al tramonto", en: "Castelvecchio vineyards at sunset" },
          width: 1600,
          height: 700,
        },
        componentIds: ["castelvecchio-welcome", "castelvecchio-visit"],
      },
    },
    {
      id: DEMO.invitational.id,
      title: { it: "Club Riservato", en: "Private Club" },
      description: {
        it: "Olio extravergine del Garda DOP e specialità del frantoio, riservati ai soci invitati.",
        en: "Garda PDO extra virgin olive oil and specialities from the mill, reserved for invited members.",
      },
      company: {
        name: "Frantoio del Garda",
        legalName: "Frantoio del Garda S.r.l.",
        vatNumber: "IT04567890231",
        address: "Via degli Ulivi 4, 37016 Garda (VR)",
        email: "soci@frantoiodelgarda.example",
        phone: "+39 045 725 5118",
      },
      logoUrl: "/media/logo-frantoio.svg",
      storefrontUrl: FRANTOIO_STOREFRONT_URL,
      requiresInvitation: true,
      theme: {
        palette: { mode: "light", primary: { main: "#556b2f" }, secondary: { main: "#c9a227" } },
        typography: { fontFamily: "Quicksand, system-ui, sans-serif" },
      },
      style: "",
      settings: {
        payments: { provider: "sandbox" },
        botCheck: { provider: "none" },
        consent: {
          provider: "builtin",
          policyUrl: { it: "/it/pages/cookie", en: "/en/pages/cookie" },
        },
      },
      home: {
        headline: { it: "Il frantoio dei soci", en: "The members' mill" },
        intro: {
          it: "Olive Casaliva raccolte a mano e frante entro sei ore: l'olio nuovo arriva prima ai soci.",
          en: "Casaliva olives picked by hand and pressed within six hours: new oil reaches members first.",
        },
        hero: null,
        componentIds: [],
      },
    },
  ]);
  await db.insert(clubDeployments).values([
    { appTokenSha256: hashAppToken(DEMO.estate.appToken), clubId: DEMO.estate.id, hosts: LOCAL_HOSTS },
    {
      appTokenSha256: hashAppToken(DEMO.invitational.appToken),
      clubId: DEMO.invitational.id,
      hosts: LOCAL_HOSTS,
    },
  ]);
}
