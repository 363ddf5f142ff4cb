import { createContext, isValidElement, type ReactNode, useContext } from "react";

/** Sample copy for the stories in both storefront languages (the real app translates with Lingui). */
const text = {
  en: {
    locale: "en-GB",
    shopName: "Tenuta Collina",
    addToCart: "Add to cart",
    adding: "Adding…",
    outOfStock: "Out of stock",
    lowStock: "Only 3 left",
    inStock: "In stock",
    continue: "Continue",
    back: "Back",
    cancel: "Cancel",
    save: "Save",
    delete: "Delete",
    loading: "Loading...",
    menu: "Open menu",
    closeMenu: "Close menu",
    profile: "Profile",
    language: "Language",
    email: "Email",
    password: "Password",
    firstName: "First name",
    lastName: "Last name",
    required: "required",
    emailError: "Enter a valid email address",
    passwordHint: "At least 8 characters",
    passwordError: "The password must be at least 8 characters long",
    country: "Country",
    chooseCountry: "Choose a country",
    province: "Province",
    billingMode: "Receipt or invoice",
    receipt: "Receipt",
    invoice: "Invoice",
    receiptHint: "A simple receipt for private customers",
    invoiceHint: "A full invoice with your tax details",
    newsletter: "Send me news from the estate",
    terms: "I accept the terms of sale",
    savePaymentMethod: "Save this card for next time",
    addressTitle: "Shipping address",
    addressDescription: "Fields marked * are mandatory.",
    street: "Street",
    number: "No.",
    city: "City",
    zip: "Postcode",
    phone: "Phone",
    wine: "Brunello di Montalcino 2019",
    wine2: "Rosso di Montalcino 2022",
    memberPriceTag: "Member price",
    publicPrice: "public price",
    forMembers: "for members",
    membersOnly: "Members only",
    joinClub: "join the club",
    membersOnlyReason: "For club members only.",
    logInToBuy: "Log in to buy it",
    memberSavings: "Member savings (included)",
    oil: "Extra virgin olive oil",
    cheese: "Pecorino stagionato",
    bottle: "0.75 L bottle",
    magnum: "1.5 L magnum",
    tin: "0.5 L tin",
    weight: "500 g",
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    missing: (n: number, box: number) => `Add ${n} more to complete a box of ${box}`,
    cartTitle: "Your cart",
    subtotal: "Subtotal",
    shipping: "Shipping",
    discount: "Discount",
    total: "Total",
    remove: "Remove",
    checkout: "Go to checkout",
    steps: { information: "Information", invoicing: "Invoicing", shipping: "Shipping", payment: "Payment" },
    checkoutSteps: "Checkout steps",
    emptyTitle: "Your cart is empty",
    emptyText: "Discover this season's wines and add your favourites.",
    browse: "Browse the shop",
    errorTitle: "Something went wrong",
    errorText: "The shop could not be loaded. Check your connection and try again.",
    retry: "Try again",
    saved: "Address saved",
    savedText: "We will ship your order to the new address.",
    added: "Added to cart",
    dismiss: "Dismiss",
    notifications: "Notifications",
    home: "Home",
    fidelity: "Fidelity programs",
    login: "Log in",
    signup: "Sign up",
    logout: "Log out",
    pages: "Pages",
    about: "Our estate",
    shops: "Shop pages",
    winery: "Wine cellar",
    pantry: "Pantry",
    reds: "Red wines",
    whites: "White wines",
    newBadge: "New",
    organic: "Organic",
    points: "points",
    processing: "Processing your payment… this may take a few seconds",
    orders: "Your orders",
    stillWorking: "Still working: please keep this page open.",
    termsError: "Accept the terms of sale to continue",
    billingError: "Choose receipt or invoice",
    requiredError: "This field is required",
    date: "Date",
    status: "Status",
    paid: "Paid",
    shipped: "Shipped",
    ageTitle: "Welcome to Tenuta Collina",
    ageQuestion: "Our wines are sold only to adults. You must be 18 or over to enter.",
    ageConfirm: "I am of legal drinking age",
    ageRefuse: "I am under 18",
    ageRefusalTitle: "See you soon",
    ageRefusalBody: "You must be of legal drinking age to visit this shop. Thank you for your honesty.",
    privacyPolicy: "Privacy and cookie policy",
    searchLabel: "Search the shop",
    searchPlaceholder: "Wine, grape, region…",
    searchClear: "Clear the search",
    facetGrape: "Grape",
    facetPrice: "Price",
    facetAnyPrice: "Any price",
    facetPriceLow: "Up to €20",
    facetPriceMid: "€20 to €50",
    facetPriceHigh: "€50 and more",
    facetMore: (total: number) => `Show all ${total}`,
    facetLess: "Show fewer",
    freeShipping: {
      label: "Progress to free shipping",
      missing: (amount: string, bottles: number | null) =>
        bottles === null
          ? `Add ${amount} for free shipping`
          : `Add ${amount} (or ${bottles} ${bottles === 1 ? "bottle" : "bottles"}) for free shipping`,
      reached: "You've unlocked free shipping",
      of: (value: string, threshold: string) => `${value} of ${threshold}`,
    },
    facts: {
      red: "Red",
      grapes: "Grapes",
      region: "Region",
      vintage: "Vintage",
      format: "Format",
      alcohol: "Alcohol",
      tastingNotes: "Tasting notes",
      pairings: "Goes with",
      notes: "Garnet; black cherry, tobacco and forest floor; dense, long tannins.",
      boar: "Braised wild boar",
      pecorino: "Aged pecorino",
    },
  },
  it: {
    locale: "it-IT",
    shopName: "Tenuta Collina",
    addToCart: "Aggiungi al carrello",
    adding: "Aggiunta…",
    outOfStock: "Esaurito",
    lowStock: "Solo 3 rimasti",
    inStock: "Disponibile",
    continue: "Continua",
    back: "Indietro",
    cancel: "Annulla",
    save: "Salva",
    delete: "Elimina",
    loading: "Caricamento...",
    menu: "Apri il menu",
    closeMenu: "Chiudi il menu",
    profile: "Profilo",
    language: "Lingua",
    email: "Email",
    password: "Password",
    firstName: "Nome",
    lastName: "Cognome",
    required: "obbligatorio",
    emailError: "Inserisci un indirizzo email valido",
    passwordHint: "Almeno 8 caratteri",
    passwordError: "La password deve contenere almeno 8 caratteri",
    country: "Paese",
    chooseCountry: "Scegli un paese",
    province: "Provincia",
    billingMode: "Scontrino o fattura",
    receipt: "Scontrino",
    invoice: "Fattura",
    receiptHint: "Uno scontrino semplice per i privati",
    invoiceHint: "Una fattura completa con i tuoi dati fiscali",
    newsletter: "Inviami le novità della tenuta",
    terms: "Accetto le condizioni di vendita",
    savePaymentMethod: "Salva questa carta per la prossima volta",
    addressTitle: "Indirizzo di spedizione",
    addressDescription: "I campi contrassegnati con * sono obbligatori.",
    street: "Via",
    number: "N.",
    city: "Città",
    zip: "CAP",
    phone: "Telefono",
    wine: "Brunello di Montalcino 2019",
    wine2: "Rosso di Montalcino 2022",
    memberPriceTag: "Prezzo soci",
    publicPrice: "prezzo al pubblico",
    forMembers: "per i soci",
    membersOnly: "Solo soci",
    joinClub: "iscriviti al club",
    membersOnlyReason: "Riservato ai soci del club.",
    logInToBuy: "Accedi per acquistarlo",
    memberSavings: "Risparmio soci (incluso)",
    oil: "Olio extravergine di oliva",
    cheese: "Pecorino stagionato",
    bottle: "Bottiglia 0,75 L",
    magnum: "Magnum 1,5 L",
    tin: "Latta 0,5 L",
    weight: "500 g",
    quantity: "Quantità",
    decrease: "Diminuisci la quantità",
    increase: "Aumenta la quantità",
    missing: (n: number, box: number) => `Aggiungi ancora ${n} per completare una cassa da ${box}`,
    cartTitle: "Il tuo carrello",
    subtotal: "Subtotale",
    shipping: "Spedizione",
    discount: "Sconto",
    total: "Totale",
    remove: "Rimuovi",
    checkout: "Vai alla cassa",
    steps: { information: "Dati", invoicing: "Fatturazione", shipping: "Spedizione", payment: "Pagamento" },
    checkoutSteps: "Passaggi del checkout",
    emptyTitle: "Il carrello è vuoto",
    emptyText: "Scopri i vini di questa stagione e aggiungi i tuoi preferiti.",
    browse: "Vai al negozio",
    errorTitle: "Qualcosa è andato storto",
    errorText: "Non è stato possibile caricare il negozio. Controlla la connessione e riprova.",
    retry: "Riprova",
    saved: "Indirizzo salvato",
    savedText: "Spediremo il tuo ordine al nuovo indirizzo.",
    added: "Aggiunto al carrello",
    dismiss: "Chiudi",
    notifications: "Notifiche",
    home: "Home",
    fidelity: "Programmi fedeltà",
    login: "Accedi",
    signup: "Registrati",
    logout: "Esci",
    pages: "Pagine",
    about: "La tenuta",
    shops: "Negozi",
    winery: "Cantina",
    pantry: "Dispensa",
    reds: "Vini rossi",
    whites: "Vini bianchi",
    newBadge: "Novità",
    organic: "Biologico",
    points: "punti",
    processing: "Pagamento in corso… può richiedere qualche secondo",
    orders: "I tuoi ordini",
    stillWorking: "Ancora un momento: tieni aperta questa pagina.",
    termsError: "Accetta le condizioni di vendita per continuare",
    billingError: "Scegli scontrino o fattura",
    requiredError: "Campo obbligatorio",
    date: "Data",
    status: "Stato",
    paid: "Pagato",
    shipped: "Spedito",
    ageTitle: "Benvenuto in Tenuta Collina",
    ageQuestion: "I nostri vini sono venduti solo ai maggiorenni. Per entrare devi avere almeno 18 anni.",
    ageConfirm: "Ho l'età legale per bere alcolici",
    ageRefuse: "Ho meno di 18 anni",
    ageRefusalTitle: "A presto",
    ageRefusalBody:
      "Per visitare questo negozio devi avere l'età legale per bere alcolici. Grazie della sincerità.",
    privacyPolicy: "Informativa privacy e cookie",
    searchLabel: "Cerca nel negozio",
    searchPlaceholder: "Vino, vitigno, zona…",
    searchClear: "Cancella la ricerca",
    facetGrape: "Vitigno",
    facetPrice: "Prezzo",
    facetAnyPrice: "Qualsiasi prezzo",
    facetPriceLow: "Fino a 20 €",
    facetPriceMid: "Da 20 € a 50 €",
    facetPriceHigh: "50 € e oltre",
    facetMore: (total: number) => `Mostra tutti (${total})`,
    facetLess: "Mostra meno",
    freeShipping: {
      label: "Avanzamento verso la spedizione gratuita",
      missing: (amount: string, bottles: number | null) =>
        bottles === null
          ? `Aggiungi ${amount} per la spedizione gratuita`
          : `Aggiungi ${amount} (o ${bottles} ${bottles === 1 ? "bottiglia" : "bottiglie"}) per la spedizione gratuita`,
      reached: "Hai ottenuto la spedizione gratuita",
      of: (value: string, threshold: string) => `${value} su ${threshold}`,
    },
    facts: {
      red: "Rosso",
      grapes: "Uvaggio",
      region: "Zona",
      vintage: "Annata",
      format: "Formato",
      alcohol: "Alcol",
      tastingNotes: "Note di degustazione",
      pairings: "Abbinamenti",
      notes: "Granato; amarena, tabacco e sottobosco; tannino fitto e lungo.",
      boar: "Cinghiale in umido",
      pecorino: "Pecorino stagionato",
    },
  },
} as const;

export type SampleLocale = keyof typeof text;
export type SampleText = (typeof text)[SampleLocale];

const SampleContext = createContext<SampleLocale>("en");

export function SampleProvider({ locale, children }: { locale: SampleLocale; children: ReactNode }) {
  return <SampleContext.Provider value={locale}>{children}</SampleContext.Provider>;
}

/** The sample copy for the language chosen in the Storybook toolbar. */
export function useSample(): SampleText {
  return text[useContext(SampleContext)];
}

export const sampleText = text;

/** Each English sample string → where it sits in the sample text (e.g. ["steps", "payment"]). */
const englishPaths = new Map<string, string[]>();
(function collect(node: object, path: string[]) {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string") englishPaths.set(value, [...path, key]);
    else if (value && typeof value === "object") collect(value, [...path, key]);
  }
})(text.en, []);

const sampleAt = (locale: SampleLocale, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], text[locale]);

function localize(value: unknown, locale: SampleLocale): unknown {
  if (typeof value === "string") {
    const path = englishPaths.get(value);
    return path ? sampleAt(locale, path) : value;
  }
  if (Array.isArray(value)) return value.map((item) => localize(item, locale));
  if (isValidElement(value)) return value;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)]));
  return value; // React elements, functions, dates: as given
}

/**
 * A story's args in the toolbar's language: every string (also inside plain objects and arrays, e.g. `labels`)
 * that is an English sample text becomes that text in `locale`; anything else, such as a value typed in the
 * Controls panel, stays as it is.
 */
export function localizeArgs<Args extends Record<string, unknown>>(args: Args, locale: SampleLocale): Args {
  return locale === "en" ? args : (localize(args, locale) as Args);
}

/** Countries for the select stories, with their calling codes; Switzerland is the disabled option. */
export function sampleCountries(locale: string) {
  const it = locale === "it-IT";
  return [
    { value: "IT", label: it ? "Italia" : "Italy", phoneCode: "+39" },
    { value: "FR", label: it ? "Francia" : "France", phoneCode: "+33" },
    { value: "DE", label: it ? "Germania" : "Germany", phoneCode: "+49" },
    { value: "CH", label: it ? "Svizzera" : "Switzerland", phoneCode: "+41", disabled: true },
    { value: "GB", label: it ? "Regno Unito" : "United Kingdom", phoneCode: "+44" },
  ];
}
