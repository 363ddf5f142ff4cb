import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { openConsentSettings } from "../adapters/consent/consent-store";
import { useQueries } from "../app/context";
import { StoreLink } from "../router/navigation";
import { useLanguage } from "../router/useLanguage";

const link =
  "rounded-control text-fg underline-offset-2 outline-none hover:text-primary-ink hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink";

/**
 * The site footer: the club's legal data (company, address, VAT number), how to reach it, and the privacy
 * policy, cookie policy and cookie settings every page must offer.
 */
export function Footer() {
  const { t } = useLingui();
  const queries = useQueries();
  const language = useLanguage();
  const config = useQuery(queries.config(language)).data;
  const club = useQuery(queries.club(language)).data;
  const company = config?.company;
  if (!company) return null;
  const cookiePolicy = config.consent.policyUrl[language];
  const privacy = club?.pages.find((page) => page.name === "privacy");
  const vat = company.vatNumber;
  return (
    <div className="grid grid-cols-1 gap-6 text-sm sm:grid-cols-3">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-fg">{company.legalName ?? company.name}</p>
        {company.address && <p>{company.address}</p>}
        {vat && <p>{t`VAT number ${vat}`}</p>}
      </div>
      {(company.email || company.phone) && (
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-fg">{t`Contact us`}</h2>
          {company.email && (
            <a className={link} href={`mailto:${company.email}`}>
              {company.email}
            </a>
          )}
          {company.phone && (
            <a className={link} href={`tel:${company.phone.replace(/\s+/g, "")}`}>
              {company.phone}
            </a>
          )}
        </div>
      )}
      <nav aria-label={t`Legal`} className="flex flex-col items-start gap-1">
        {privacy && (
          <StoreLink className={link} to={`/pages/${privacy.name}`}>
            {t`Privacy policy`}
          </StoreLink>
        )}
        {cookiePolicy && (
          <a className={link} href={cookiePolicy}>
            {t`Cookie policy`}
          </a>
        )}
        {config.consent.provider === "builtin" && (
          <button type="button" className={`${link} cursor-pointer text-start`} onClick={openConsentSettings}>
            {t`Cookie settings`}
          </button>
        )}
      </nav>
    </div>
  );
}
