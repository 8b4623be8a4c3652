/** Where each UK dental rule comes from: pages a reader can open to see why. */
export const GDC_ADVERTISING = "https://www.gdc-uk.org/standards-guidance/standards-and-guidance/gdc-guidance-for-dental-professionals/guidance-on-advertising";
export const GDC_SPECIALIST_LISTS = "https://www.gdc-uk.org/registration/your-registration/specialist-lists";
export const GDC_COMPLAINTS = "https://www.gdc-uk.org/standards-guidance/standards-and-guidance/standards-for-the-dental-team/standard/principle-5";
export const ASA_PRESCRIPTION_MEDICINES = "https://www.asa.org.uk/news/botox-frequently-asked-questions-faqs.html";
export const FCA_CONSUMER_CREDIT = "https://www.fca.org.uk/firms/financial-promotions-adverts";
export const NHS_CHARGES_GUIDANCE = "https://www.nhs.uk/nhs-services/dentists/dental-costs/how-much-will-i-pay-for-nhs-dental-treatment/";
export const ICO_RIGHT_TO_BE_INFORMED = "https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/the-right-to-be-informed/";
export const ICO_SPECIAL_CATEGORY = "https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/lawful-basis/special-category-data/";

/** The GDC's specialist lists, by name. */
export const GDC_SPECIALIST_LIST_NAMES = [
  "Dental and Maxillofacial Radiology", "Dental Public Health", "Endodontics", "Oral and Maxillofacial Pathology", "Oral Medicine",
  "Oral Microbiology", "Oral Surgery", "Orthodontics", "Paediatric Dentistry", "Periodontics", "Prosthodontics",
  "Restorative Dentistry", "Special Care Dentistry",
] as const;
