/**
 * Every word the engine itself shows or reads out to visitors (British English), as opposed to the words
 * of the content, which pages and site.config.json hold. A site changes any of them in site.config.json,
 * under "strings" (the schema takes its defaults and help from here). A word in braces, like {phone}, is
 * filled in where the text is shown; the help says which ones each text has.
 *
 * Plain data, for the schema (site.ts) and tests: the browser reads the texts from the site config, and
 * fills in their words with engine/ui/fillIn.ts, so none of this reaches its scripts.
 */

/** Each text: [the default, what it is for (the editor's hover text and the content guide)]. */
export const UI_STRINGS = {
  skipLink: ["Skip to main content", "The link at the very top of every page that jumps past the menus (shown when reached with Tab)."],
  desktopNavigation: ["Main", "What screen readers call the header's navigation on a wide screen."],
  mobileNavigation: ["Main menu", "What screen readers call the navigation inside the phone menu."],
  menuButton: ["Menu", "What screen readers call the button that opens the phone menu."],
  menuBack: ["Back to {menu}", "In the phone menu, the way back from a column of links; {menu} is the menu's name."],
  opensInNewTab: ["(opens in a new tab)", "Read out after a link that opens another website in a new tab."],
  footerSocial: ["Social media", "What screen readers call the footer's list of social media links."],
  footerLinks: ["Useful links", "The heading of the footer's links."],
  footerHours: ["Opening hours", "The heading of the opening hours in the footer."],
  copyright: ["© {name}. All rights reserved.", "The last line of the footer; {name} is the site's name."],
  websiteUpdated: ["Website last updated {date}", "After the footer's last line, on every page; {date} is the day the content last changed, filled in by itself when the site is published."],
  registeredWith: ["Our professionals are registered with the {register}", "The footer's link to the register the practice's professionals are on (site.config.json, practice, register); {register} is its name."],
  closed: ["Closed", "Opening hours of a day without opening and closing times."],
  lastUpdated: ["Last updated:", "Before the date on a page of text that shows when it was last updated."],
  lastUpdatedToday: ["today", "Stands for the date until the page's script writes it (and for good, without scripts)."],
  slideShowPause: ["Pause automatic slide show", "The button that stops a carousel moving on by itself."],
  slideShowStart: ["Start automatic slide show", "The button that starts a stopped carousel again."],
  previousSlide: ["Previous slide", "A carousel's button back."],
  nextSlide: ["Next slide", "A carousel's button on."],
  slidePosition: ["{number} of {count}", "What screen readers call each slide of a carousel."],
  pictures: ["Pictures", "What screen readers call a picture carousel that has no heading."],
  stripPause: ["Pause scrolling", "The button that stops the services strip moving."],
  stripStart: ["Start scrolling", "The button that starts the services strip again."],
  stripLabel: ["Services", "What screen readers call the services strip when it has no heading."],
  stripAll: ["See all treatments", "The link under a services strip to the page that lists every treatment (shown when the strip names that page)."],
  backgroundVideoPause: ["Pause background video", "The button that stops a banner's background video."],
  backgroundVideoPlay: ["Play background video", "The button that plays a banner's background video again."],
  captions: ["Captions", "The name of a video's captions track."],
  before: ["Before", "The label on the left of a before-and-after picture."],
  after: ["After", "The label on the right of a before-and-after picture."],
  beforeAfterSlider: ["Before and after comparison", "What screen readers call a before-and-after slider."],
  beforeAfterValue: ["{before}% before, {after}% after", "How screen readers hear the slider's position; {before} and {after} are percentages."],
  highlights: ["Highlights", "What screen readers call a banner's list of highlights."],
  bannerDetails: ["Practice details", "What screen readers call the address, phone and hours shown in a banner."],
  noPhoto: ["Photo Coming Soon", "Shown on a team member's card that has no photo."],
  qualifications: ["Qualifications:", "Before a team member's qualifications in their details."],
  specialistList: ["On the specialist list for {list}", "In a team member's details when they are on a specialist list; {list} is the list's name."],
  registrationLabel: ["Registration No.", "Before a team member's registration number, when the team grid gives no label of its own (its \"registrationLabel\")."],
  stars: ["{rating} out of {max} stars", "What screen readers call a review's stars."],
  findOutMore: ["Find out more →", "At the foot of a referral card (the whole card is the link)."],
  download: ["Download {type}", "A document's download button; {type} is the kind of file, e.g. PDF."],
  downloadStartedTitle: ["Download Started", "The notice shown when a download starts."],
  downloadStartedText: ["Your document download has started.", "The text of that notice."],
  appStore: ["Get it on {store}", "An app's button; {store} is App Store or Google Play."],
  cardAddress: ["Our Location", "The heading of the address card among the contact cards."],
  cardPhone: ["Phone", "The heading of the phone card."],
  cardEmail: ["Email", "The heading of the e-mail card."],
  cardHours: ["Opening Hours", "The heading of the opening hours card."],
  errorTitle: ["Unexpected Application Error!", "The browser tab's title when a page cannot be shown at all."],
  previewNote: [
    "Preview: this copy of the site still holds stand-in content (sample team members, reviews or documents) and is not the published site.",
    "Shown at the top of every page of a preview build (npm run build -- --preview).",
  ],
  previewNoteLabel: ["Preview", "What screen readers call the part of the page that holds the preview note, so it is listed among the page's landmarks."],
  formLegend: ["Your details", "What screen readers call the group of a form's fields."],
  formRequiredNote: ["Fields marked {mark} are required.", "Above a form's fields; {mark} is the asterisk, read out as the next text."],
  formRequiredMark: ["with an asterisk", "How screen readers hear the asterisk in that note."],
  formNoScript: [
    "This form needs JavaScript, which is switched off in your browser. Please call us on {phone} instead.",
    "Shown in a form when the browser runs no scripts; {phone} is the phone number, as a link.",
  ],
  formSpamTrap: ["Leave this field empty", "The label of the hidden field that catches robots (people never see it)."],
  formSubmit: ["Send", "A form's button, when the form gives no \"submitLabel\"."],
  formSending: ["Sending...", "A form's button while it sends, when the form gives no \"sendingLabel\"."],
  formSummary: ["Please check the form before sending:", "Above the list of what to put right, after a form was sent with mistakes."],
  formRequired: ["Please fill in this field.", "Under an empty required field that gives no \"requiredMessage\"."],
  formRequiredChoice: ["Please choose one of the options.", "Under a required list or rating left unchosen, when it gives no \"requiredMessage\"."],
  formRequiredConsent: ["Please tick this box to continue.", "Under a required consent box left unticked, when it gives no \"requiredMessage\"."],
  formInvalidEmail: ["Please enter a valid email address, like name@example.com.", "Under an e-mail field whose address cannot be right."],
  formTooShort: ["Please write at least {min} characters.", "Under a field shorter than its \"minLength\"."],
  formTooLong: ["Please keep this to {max} characters or fewer.", "Under a field longer than its \"maxLength\"."],
  formChooseBlank: ["Select...", "The first, empty choice of a list that gives no \"placeholder\"."],
  formRatingOutOf: ["out of {max}", "Read out after each number of a rating."],
  formSuccessTitle: ["Message Sent", "The notice after a form was sent, when the form gives no \"success\"."],
  formSuccessText: ["Thank you. We will get back to you soon.", "Its text."],
  formFailureTitle: ["Message Not Sent", "The notice when a form could not be sent, when the form gives no \"failure\"."],
  formFailureText: ["Please try again, or call us on {phone}.", "Its text; {phone} is the phone number."],
} as const satisfies Record<string, readonly [string, string]>;

export type UiStringKey = keyof typeof UI_STRINGS;

export const UI_STRING_KEYS = Object.keys(UI_STRINGS) as UiStringKey[];
